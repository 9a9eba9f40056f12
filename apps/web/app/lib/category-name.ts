import type { Locale } from '@souqna/contracts';

type Named = { ar_categoryName: string; en_categoryName: string };

/** docs/product/reference-data.md#categories: ar_categoryName or en_categoryName by locale. */
export function categoryName(category: Named, locale: Locale): string {
  return locale === 'en' ? category.en_categoryName : category.ar_categoryName;
}
