import { useTranslation } from 'react-i18next';
import type { FlagCode } from '../lib/place.ts';

/** Inline flags (no image request per card); simplified, labelled for screen readers. */
export function Flag({ code, className = 'h-3.5 w-5' }: { code: FlagCode; className?: string }) {
  const { t } = useTranslation();
  const label = t(`countries.${code}`);
  if (code === 'SA') {
    return (
      <svg viewBox="0 0 30 20" role="img" aria-label={label} className={`${className} shrink-0 rounded-sm`}>
        <rect width="30" height="20" fill="#006c35" />
        <path d="M8 8.5h14M9 10h12" stroke="#fff" strokeWidth="1" strokeLinecap="round" />
        <path d="M9 14h11l1.5-1" stroke="#fff" strokeWidth="0.9" fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" role="img" aria-label={label} className={`${className} shrink-0 rounded-sm`}>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </svg>
  );
}
