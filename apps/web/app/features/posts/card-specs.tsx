import { useTranslation } from 'react-i18next';
import type { PostAttributes } from '@souqna/contracts';
import { ON_CARD, rangeText } from '../../lib/detail-numbers.ts';

/** The card's short spec line (docs/decisions/0039-details-by-category.md); nothing for ads without details. */
export function CardSpecs({ attributes }: { attributes: PostAttributes }) {
  const { t } = useTranslation();
  const shown = ON_CARD.filter((k) => attributes[k] !== undefined).slice(0, 3);
  if (!shown.length) return null;
  return (
    <p className="post-card-specs">
      {shown
        .map((k) =>
          k === 'rooms'
            ? t('details.roomsCount', { count: attributes.rooms })
            : rangeText(k, Number(attributes[k]), t),
        )
        .join(' · ')}
    </p>
  );
}
