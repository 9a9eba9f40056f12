import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAFETY_TIPS_PATH } from '@souqna/contracts/safety-signals/signals';
import { useLocalePath } from '../lib/use-locale.ts';
import { Icon } from './icons.tsx';

/**
 * The calm note beside a message or an ad in which the safety rules found something
 * (docs/product/safety.md): what was found, one line of advice, and the way to the safety tips.
 * A note (role note, not a landmark nor an alert): nothing is blocked, nothing announced on its own.
 */
export function SafetyNote({
  lines,
  advice,
  className = '',
}: {
  lines: string[];
  advice: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div role="note" aria-label={t('safety.note.title')} className={`flex flex-col gap-1 ${className}`}>
      <p className="flex items-center gap-1 font-semibold">
        <Icon name="shield" className="size-4 shrink-0" />
        {t('safety.note.title')}
      </p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{advice}</p>
      <Link to={lp(SAFETY_TIPS_PATH)} className="link self-start">
        {t('safety.note.tipsLink')}
      </Link>
    </div>
  );
}
