import { useTranslation } from 'react-i18next';
import type { PostAttributes } from '@souqna/contracts';
import { ATTRIBUTE_KEYS } from '@souqna/contracts/attributes';
import { detailText } from '../../lib/details.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The ad page's spec table: every detail the ad has, as a term and its value (docs/decisions/0039-details-by-category.md). */
export function PostSpecs({ attributes, carModel }: { attributes: PostAttributes; carModel?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const keys = ATTRIBUTE_KEYS.filter((k) => attributes[k] !== undefined);
  if (!keys.length && !carModel) return null;
  return (
    <section aria-labelledby="post-specs" className="card">
      <h2 id="post-specs" className="mb-2 text-lg font-bold">
        {t('details.specs')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr_auto_1fr]">
        {carModel && (
          <>
            <dt className="muted">{t('post.carModel')}</dt>
            <dd dir="auto">{carModel}</dd>
          </>
        )}
        {keys.map((k) => (
          <div key={k} className="contents">
            <dt className="muted">{t(`details.${k}`)}</dt>
            <dd>{detailText(k, attributes[k]!, locale, t)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
