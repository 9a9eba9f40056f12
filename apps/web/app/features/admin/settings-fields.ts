// The site settings form's fields ⇄ the settings object. Lists (questions, terms) are posted as
// indexed fields (`terms.0.ar_title`), one spare row for adding; a row left empty is dropped, so a
// plain form without JavaScript adds and removes rows.
export const LIST_SHAPES = {
  commissionQuestions: ['ar_question', 'en_question', 'ar_answer', 'en_answer'],
  supportQuestions: ['ar_question', 'en_question', 'ar_answer', 'en_answer'],
  terms: ['ar_title', 'en_title', 'ar_body', 'en_body'],
} as const;
export type ListName = keyof typeof LIST_SHAPES;

/** The posted fields as the settings update body (what the API validates). */
export function settingsFromFields(fields: Record<string, string>) {
  const out: Record<string, unknown> = {
    commissionValue: Number(fields.commissionValue?.replace(',', '.')),
    adLifetimeDays: Number(fields.adLifetimeDays),
    email: fields.email?.trim() ?? '',
    phoneNumber: fields.phoneNumber?.trim() ?? '',
  };
  for (const [list, keys] of Object.entries(LIST_SHAPES)) {
    const rows = new Map<number, Record<string, string>>();
    for (const [name, value] of Object.entries(fields)) {
      const m = name.match(/^(\w+)\.(\d+)\.(\w+)$/);
      if (!m || m[1] !== list || !(keys as readonly string[]).includes(m[3]!)) continue;
      const row = rows.get(Number(m[2])) ?? {};
      row[m[3]!] = value.trim();
      rows.set(Number(m[2]), row);
    }
    out[list] = [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => Object.fromEntries(keys.map((k) => [k, row[k] ?? ''])))
      .filter((row) => Object.values(row).some(Boolean));
  }
  return out;
}
