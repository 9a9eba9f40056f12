import type { CategoryCounts } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import type { Orm } from '../../db/client.ts';
import type { CategoryRow } from '../../db/schema.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { toCategory } from '../../domain/category-answer.ts';
import { reference } from '../../domain/reference.ts';
import {
  countForSale,
  findCategory,
  listCarMakesWithModels,
  listChildren,
  listParents,
} from './categories.queries.ts';

/** By uuid or by slug (slugs make readable category URLs). */
async function getRow(db: Orm, idOrSlug: string): Promise<CategoryRow> {
  const row = await findCategory(db, isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
  if (!row) throw new AppError('NotFoundError');
  return row;
}

export async function parents(db: Orm) {
  return (await listParents(db)).map(toCategory);
}

export async function children(db: Orm, parentIdOrSlug: string) {
  const parent = await getRow(db, parentIdOrSlug);
  return (await listChildren(db, parent.id)).map(toCategory);
}

export async function detail(db: Orm, idOrSlug: string) {
  const row = await getRow(db, idOrSlug);
  const [parent, kids] = await Promise.all([
    row.parentId ? findCategory(db, { id: row.parentId }) : undefined,
    listChildren(db, row.id),
  ]);
  return { ...toCategory(row), parent: parent ? toCategory(parent) : null, children: kids.map(toCategory) };
}

/**
 * Every parent with its children, as getCategory answers each, from the in-memory reference data
 * (so a page that shows the whole tree costs no query once it is warm).
 */
export async function tree(db: Orm) {
  const rows = [...(await reference(db)).categories.values()].sort((a, b) => a.sortOrder - b.sortOrder);
  return rows
    .filter((r) => r.parentId === null)
    .map((p) => ({
      ...toCategory(p),
      parent: null,
      children: rows.filter((r) => r.parentId === p.id).map(toCategory),
    }));
}

export async function carMakes(db: Orm) {
  const { makes, models } = await listCarMakesWithModels(db);
  return makes.map((m) => ({
    slug: m.slug,
    en: m.en,
    ar: m.ar,
    models: models.filter((x) => x.makeId === m.id).map((x) => ({ slug: x.slug, en: x.en, ar: x.ar })),
  }));
}

/**
 * Ads for sale per category (a parent counts its children's), make and model
 * (docs/product/listings-and-search.md#category-counts). One scan of the ads, kept in memory and
 * refreshed behind the readers after a write or a minute (docs/decisions/0047-browse-by-category.md).
 */
export function counts(deps: Deps): Promise<CategoryCounts> {
  return deps.categoryCounts.get(async () => {
    const [{ byCategory, byModel }, ref] = await Promise.all([countForSale(deps.sql), reference(deps.orm)]);
    const out: CategoryCounts = { categories: {}, makes: {}, models: {} };
    const add = (into: Record<string, number>, key: string, n: number) => {
      into[key] = (into[key] ?? 0) + n;
    };
    for (const { key, n } of byCategory) {
      add(out.categories, key, n);
      const parentId = ref.categories.get(key)?.parentId;
      if (parentId) add(out.categories, parentId, n);
    }
    for (const { key, n } of byModel) {
      const make = ref.carModels.get(key)?.make.slug;
      // A model no longer in the reference data is not offered, so not counted.
      if (!make) continue;
      add(out.models, key, n);
      add(out.makes, make, n);
    }
    return out;
  });
}
