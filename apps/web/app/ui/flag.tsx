import { useTranslation } from 'react-i18next';
import type { FlagCode } from '../lib/place.ts';

/**
 * A country's flag, labelled for screen readers. The drawing is a background of the stylesheet
 * (.flag-SA, .flag-AE in app.css; 20 × 14 px unless `className` sizes it): no image request, and not repeated in the HTML of every card.
 */
export function Flag({ code, className }: { code: FlagCode; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t(`countries.${code}`)}
      className={`flag flag-${code}${className ? ` ${className}` : ''}`}
    />
  );
}
