// Checks a post's references against the reference data and turns names into stored codes.
import { MESSAGES, searchDocument } from '@souqna/contracts';
import { AppError } from '../../lib/app-error.ts';
import { findCities, findCountry, findState, type Reference } from '../../domain/reference.ts';
import type { PostAttributes } from '@souqna/contracts';
import { attributeWords } from './post-attributes.ts';

export type PostPlacement = {
  categoryId: string;
  categoryRootId: string;
  carModel: string | null;
  countryCode: string;
  stateCode: string;
  cityId: number | null;
};
export type PostPlacementInput = {
  categoryId: string;
  carModel?: string | undefined;
  country: string;
  state: string;
  city?: string | undefined;
};

const invalid = (field: string, message: string = MESSAGES.required) =>
  new AppError('ValidationError', { field, issues: [{ path: field, message }] });

export function resolvePlacement(ref: Reference, input: PostPlacementInput): PostPlacement {
  const category = ref.categories.get(input.categoryId);
  // Ads go in a child category; a parent only groups them (docs/product/reference-data.md#categories).
  if (!category || !category.parentId) throw invalid('categoryId');
  let carModel: string | null = null;
  if (input.carModel) {
    if (!category.hasCarModels || !ref.carModels.has(input.carModel)) throw invalid('carModel');
    carModel = input.carModel;
  }
  const country = findCountry(ref, input.country);
  if (!country) throw invalid('country');
  const state = findState(ref, input.state, country.code);
  if (!state) throw invalid('state');
  let cityId: number | null = null;
  if (input.city) {
    const [city] = findCities(ref, input.city, { stateCode: state.code });
    if (!city) throw invalid('city');
    cityId = city.id;
  }
  return {
    categoryId: category.id,
    categoryRootId: category.parentId,
    carModel,
    countryCode: country.code,
    stateCode: state.code,
    cityId,
  };
}

/** The bilingual document a post is found by: its text plus every name it is filed under. */
export function postSearchDocument(
  ref: Reference,
  post: PostPlacement & { title: string; description: string; attributes: PostAttributes },
): string {
  const category = ref.categories.get(post.categoryId);
  const parent = ref.categories.get(post.categoryRootId);
  const model = post.carModel ? ref.carModels.get(post.carModel) : undefined;
  const country = ref.countries.get(post.countryCode);
  const state = ref.states.get(post.stateCode);
  const city = post.cityId === null ? undefined : ref.cities.get(post.cityId);
  return searchDocument(
    [
      post.title,
      post.description,
      category?.enName,
      category?.arName,
      parent?.enName,
      parent?.arName,
      ...(model
        ? [model.make.en, model.make.ar, ...model.make.aliases, model.en, model.ar, ...model.aliases]
        : []),
      country?.en,
      country?.ar,
      state?.en,
      state?.ar,
      city?.en,
      city?.ar,
      ...attributeWords(post.attributes),
    ],
    // Known names (makes, models, brands) are matched whole: فورد is not و + رد, بنزين is not بنز.
    (word) => ref.vocabulary.has(word),
  );
}
