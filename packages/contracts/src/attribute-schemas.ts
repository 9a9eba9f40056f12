// The details' schemas: as stored and answered, as a form sends them, and as listing filters
// (docs/decisions/0039-details-by-category.md). Numbers may be typed in Arabic-Indic digits.
import { z } from './zod.ts';
import { toAsciiDigits } from './digits.ts';
import { MESSAGES } from './rules.ts';
import {
  ATTRIBUTE_KEYS,
  ATTRIBUTES,
  latestModelYear,
  type AttributeKey,
  type ChoiceKey,
  type RangeKey,
} from './attributes.ts';

type Shaped<R, C> = { [K in RangeKey]: R } & { [K in ChoiceKey]: C };
function shape<R, C>(range: (k: RangeKey) => R, choice: (k: ChoiceKey) => C): Shaped<R, C> {
  return Object.fromEntries(
    ATTRIBUTE_KEYS.map((k) => [
      k,
      ATTRIBUTES[k].kind === 'range' ? range(k as RangeKey) : choice(k as ChoiceKey),
    ]),
  ) as Shaped<R, C>;
}
const choiceEnum = (k: ChoiceKey) =>
  z.enum(ATTRIBUTES[k].options as unknown as [string, ...string[]], { error: MESSAGES.required });

/** A stored detail: whole numbers and known choices, only those the ad has. */
export const PostAttributesSchema = z.object(
  shape(
    () => z.number().int().optional(),
    (k) => choiceEnum(k).optional(),
  ),
);
export type PostAttributes = z.infer<typeof PostAttributesSchema>;

/** A number as typed: Arabic-Indic digits and thousands separators allowed, then its bounds. */
function typedNumber(k: RangeKey) {
  const spec: { min: number; max: number; options?: readonly number[] } = ATTRIBUTES[k];
  return z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v).replace(/[\s,٬]/g, '') : v),
    z.coerce
      .number({ error: MESSAGES.numeric })
      .int({ error: MESSAGES.numeric })
      .min(spec.min, { error: MESSAGES.minLimit })
      .max(spec.max, { error: MESSAGES.maxLimit })
      .refine((n) => k !== 'year' || n <= latestModelYear(), { error: MESSAGES.maxLimit })
      .refine((n) => !spec.options || spec.options.includes(n), { error: MESSAGES.required }),
  );
}
const isBlank = (v: unknown) => v === '' || v === null;

/** POST /api/post: a blank detail is not given. */
export const AttributeFields = shape(
  (k) => z.preprocess((v) => (isBlank(v) ? undefined : v), typedNumber(k).optional()),
  (k) => z.preprocess((v) => (isBlank(v) ? undefined : v), choiceEnum(k).optional()),
);
/** PUT /api/post/{id}: a blank detail clears it (null); an absent one keeps it. */
export const AttributeUpdateFields = shape(
  (k) => z.preprocess((v) => (isBlank(v) ? null : v), typedNumber(k).nullable().optional()),
  (k) => z.preprocess((v) => (isBlank(v) ? null : v), choiceEnum(k).nullable().optional()),
);
export type AttributeInput = { [K in AttributeKey]?: PostAttributes[K] | null };

/** A range filter as in the address: 'min-max' in whole units, either side may be empty ('2015-', '-100000'). */
export const RangeFilterSchema = z
  .string()
  .transform((v) => toAsciiDigits(v).replace(/[\s,٬]/g, ''))
  .pipe(z.string().regex(/^\d{0,10}-\d{0,10}$/, { error: MESSAGES.numeric }))
  .describe("'min-max' in whole units (km, m², GB); either end may be empty: '2015-', '-100000'");
/** A choice filter: one value or several, comma-separated ('petrol,hybrid'). */
const choiceFilter = (k: ChoiceKey) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(choiceEnum(k)).min(1).max(ATTRIBUTES[k].options.length),
    )
    .describe('One value or several: comma-separated (petrol,hybrid) or the key repeated');
/** GET /api/post/cursor: each detail by its own name, ranges and choices. */
export const AttributeFilters = shape(
  () => RangeFilterSchema.optional(),
  (k) => choiceFilter(k).optional(),
);

/** '2015-2020' → [2015, 2020]; an empty side is undefined. */
export function parseRange(v: string): [number | undefined, number | undefined] {
  const [min, max] = v.split('-');
  return [min ? Number(min) : undefined, max ? Number(max) : undefined];
}

/** The post form as typed: text for every detail, checked only when filled (blank = not given). */
export const AttributeFormFields = shape(
  (k) =>
    z.string().superRefine((v, ctx) => {
      if (!v.trim()) return;
      const r = typedNumber(k).safeParse(v);
      if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]!.message });
    }),
  () => z.string(),
);
/** Every detail blank: the post form's starting values. */
export const blankAttributeForm = () =>
  Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, ''])) as Record<AttributeKey, string>;
