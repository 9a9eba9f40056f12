import { useTranslation } from 'react-i18next';

/** A policy page: the sections are i18n keys policies.<doc>.<section>.{title,body}. */
export function PolicyDocument({ doc, sections }: { doc: 'terms' | 'privacy'; sections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-3xl font-bold">{t(`policies.${doc}.title`)}</h1>
        <p className="muted mt-1">{t('policies.updated')}</p>
        <p className="mt-3">{t(`policies.${doc}.intro`)}</p>
      </header>
      {sections.map((s) => (
        <section key={s} className="card">
          <h2 className="text-lg font-bold">{t(`policies.${doc}.${s}.title`)}</h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed">{t(`policies.${doc}.${s}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
