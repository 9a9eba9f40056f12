import { useTranslation } from 'react-i18next';
import { localized } from '@souqna/contracts';
import { useLocale } from '../../lib/use-locale.ts';

type Question = { ar_question: string; en_question: string; ar_answer: string; en_answer: string };

/** Questions and answers from the site settings, in the reader's language (native disclosure). */
export function QuestionsList({ items }: { items: Question[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return <p className="muted">{t('settings.noQuestions')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((q, i) => (
        <li key={i}>
          <details className="card py-3">
            <summary className="min-h-6 cursor-pointer font-semibold">
              {localized(q, 'question', locale)}
            </summary>
            <p className="muted mt-2 whitespace-pre-line">{localized(q, 'answer', locale)}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
