// Details by category (docs/decisions/0039-details-by-category.md): an ad keeps only the details its
// category has, so a car moved to "phones" loses its mileage; an edit's blank detail clears it.
import {
  attributesFor,
  brandsFor,
  CHOICE_KEYS,
  choiceName,
  MESSAGES,
  type AttributeInput,
  type AttributeKey,
  type PostAttributes,
} from '@souqna/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Reference } from '../../domain/reference.ts';

export function categoryAttributes(ref: Reference, categoryId: string): AttributeKey[] {
  const category = ref.categories.get(categoryId);
  if (!category) return [];
  const parent = category.parentId ? ref.categories.get(category.parentId) : undefined;
  return attributesFor(category.slug, parent?.slug);
}

/** The details to store: the input over the current ones, limited to the category's. */
export function resolveAttributes(
  ref: Reference,
  categoryId: string,
  input: AttributeInput,
  current: PostAttributes = {},
): PostAttributes {
  const out: Record<string, unknown> = {};
  for (const key of categoryAttributes(ref, categoryId)) {
    const value = input[key] === undefined ? current[key] : input[key];
    if (value === null || value === undefined) continue;
    // Brands are offered per category: an Apple TV is fine, a Nintendo phone is not.
    if (key === 'brand' && !brandsFor(ref.categories.get(categoryId)?.slug).includes(String(value)))
      throw new AppError('ValidationError', {
        field: key,
        issues: [{ path: key, message: MESSAGES.required }],
      });
    out[key] = value;
  }
  return out as PostAttributes;
}

/** Words the details add to the search document: the model year and each choice in both languages. */
export function attributeWords(attributes: PostAttributes): string[] {
  const words: string[] = [];
  if (attributes.year) words.push(String(attributes.year));
  for (const key of CHOICE_KEYS) {
    const value = attributes[key];
    if (typeof value === 'string' && value !== 'other')
      words.push(choiceName(key, value, 'en'), choiceName(key, value, 'ar'));
  }
  return words;
}
