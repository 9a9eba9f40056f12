// A category row → the Category answer (docs/product/reference-data.md#categories) (shared by the categories and posts answers).
import type { Category } from '@souqna/contracts';
import type { CategoryRow } from '../db/schema.ts';

export const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  slug: r.slug,
  parentId: r.parentId,
  ar_categoryName: r.arName,
  en_categoryName: r.enName,
  isVehicles: r.isVehicles,
  hasCarModels: r.hasCarModels,
});
