// Details by category on the page (docs/decisions/0039-details-by-category.md): which a category
// has, and how any value reads ("أوتوماتيك", "85,000 km").
import type { TFunction } from 'i18next';
// Subpath imports: the index would bring zod into the home page's script.
import { ATTRIBUTES } from '@souqna/contracts/attributes';
import { attributesFor, attributesOfAny } from '@souqna/contracts/attribute-categories';
import type { AttributeKey, ChoiceKey } from '@souqna/contracts/attributes';
import { choiceName } from '@souqna/contracts/attribute-labels';
import { rangeText } from './detail-numbers.ts';
import type { Locale } from '@souqna/contracts/locales';

type CategoryLike = { slug: string; parent?: { slug: string } | null; children?: { slug: string }[] };

/** A child category's details; a parent's are every detail one of its children has, but brands (offered per child). */
export function detailKeysOf(category: CategoryLike): AttributeKey[] {
  if (category.parent) return attributesFor(category.slug, category.parent.slug);
  const all = attributesOfAny(
    (category.children ?? []).map((c) => ({ slug: c.slug, parentSlug: category.slug })),
  );
  return all.filter((k) => k !== 'brand');
}

/** Any detail's value as read in this language. */
export function detailText(key: AttributeKey, value: string | number, locale: Locale, t: TFunction): string {
  return ATTRIBUTES[key].kind === 'range'
    ? rangeText(key, Number(value), t)
    : choiceName(key as ChoiceKey, String(value), locale);
}
