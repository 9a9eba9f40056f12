// Rebuilds the ads' search documents when the way they are built changed (migration 0020,
// docs/product/listings-and-search.md#search-normalisation). The builder is TypeScript
// (postSearchDocument), so SQL alone cannot redo them: a start that finds documents of an older
// version rebuilds them here, in batches, before serving; later starts read one row and go on.
import type { PostAttributes } from '@souqna/contracts';
import type { Database } from '../../src/db/client.ts';
import { postSearchDocument } from '../../src/features/posts/posts.public.ts';
import { reference } from '../../src/domain/reference.ts';

/**
 * 1: words and light stems. 2: also words without attached particles, known names kept whole.
 * 3: names from the contracts' table, never stemmed, never a form of another word (بنزين ↛ بنز),
 * a name with particles indexed as the name (الايفون → ايفون).
 * 4: also the parts of joined model words (s24 → s, 24) and 65" read as 65 inch (docs/decisions/0046).
 */
export const SEARCH_DOCUMENT_VERSION = 4;
const BATCH = 1000;

type Row = {
  id: string;
  title: string;
  description: string;
  category_id: string;
  category_root_id: string;
  car_model: string | null;
  attributes: PostAttributes;
  country_code: string;
  state_code: string;
  city_id: number | null;
  search_norm: string;
};

/**
 * The number of ads whose document changed (0 when they were current). `always`: check every ad
 * whatever the version says (the 1 M-ad bench load writes documents of its own).
 */
export async function refreshSearchDocuments(db: Database, always = false): Promise<number> {
  const [state] = await db.query<{ version: number }>('select version from search_document_state');
  if (!always && (state?.version ?? 0) >= SEARCH_DOCUMENT_VERSION) return 0;
  const ref = await reference(db.orm);
  let after = '00000000-0000-0000-0000-000000000000';
  let changed = 0;
  for (;;) {
    const rows = await db.query<Row>(
      `select id, title, description, category_id, category_root_id, car_model, attributes, country_code,
              state_code, city_id, search_norm
         from posts where id > $1 order by id limit ${BATCH}`,
      [after],
    );
    if (!rows.length) break;
    const ids: string[] = [];
    const docs: string[] = [];
    for (const r of rows) {
      const doc = postSearchDocument(ref, {
        title: r.title,
        description: r.description,
        categoryId: r.category_id,
        categoryRootId: r.category_root_id,
        carModel: r.car_model,
        attributes: r.attributes,
        countryCode: r.country_code,
        stateCode: r.state_code,
        cityId: r.city_id,
      });
      if (doc === r.search_norm) continue;
      ids.push(r.id);
      docs.push(doc);
    }
    if (ids.length)
      await db.query(
        `update posts p set search_norm = v.doc from unnest($1::uuid[], $2::text[]) as v (id, doc) where p.id = v.id`,
        [ids, docs],
      );
    changed += ids.length;
    after = rows.at(-1)!.id;
  }
  await db.query('update search_document_state set version = $1', [SEARCH_DOCUMENT_VERSION]);
  return changed;
}
