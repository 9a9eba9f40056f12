import type { CarMake, CategoryCounts } from '@souqna/contracts';

/**
 * The makes a car category sends with its data: every make's name, but the models only of the make
 * in the address (and only their counts). The 412 models are most of a car category's hydration
 * data (~50 KB before); the car section fetches the whole list when the reader starts choosing a
 * make (features/filters/use-whole-list.ts, docs/decisions/0073-category-carries-one-makes-models.md).
 */
export function makesFor(makes: CarMake[], carMake: string | null): CarMake[] {
  return makes.map((m) => (m.slug === carMake ? m : { ...m, models: [] }));
}

/** The model counts the page shows: the chosen make's, as chips under its name. */
export function modelCountsFor(makes: CarMake[], counts: CategoryCounts['models']): CategoryCounts['models'] {
  const shown = makes.flatMap((m) => m.models.map((model) => model.slug));
  return Object.fromEntries(shown.filter((slug) => slug in counts).map((slug) => [slug, counts[slug]!]));
}
