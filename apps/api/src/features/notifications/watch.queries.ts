// The watch list's batches (docs/decisions/0057-watch-list.md): one notification per member who
// favourited the ad, walking them in member order (favorites_post_user_idx). One row per member, ad
// and type (notifications_watch_key), moved to the top by a later change: `at` decides, so a
// retried batch, or a second job about the same change, writes nothing new.
import { PRICE_DROP_MARK_DAYS } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';
import type { JobData } from '../../jobs/job-types.ts';
import type { Batch } from './notifications.queries.ts';

type Conn = Pick<Connection, 'query'>;
type Change = JobData['notifications.watch']['change'];
const FIRST = '00000000-0000-0000-0000-000000000000';

/**
 * What each change needs of the ad when the job runs, and the row's time: a drop still marked
 * (not risen back, the price shown), a sale not undone, an ad listed again.
 */
const CHANGES: Record<Change, { type: string; state: string; at: string }> = {
  price: {
    type: 'price-drop',
    state: `p.show_price and p.sold_at is null and p.expired_at is null and p.price_was_minor > p.price_minor
      and p.price_dropped_at > now() - make_interval(days => ${PRICE_DROP_MARK_DAYS})`,
    at: 'p.price_dropped_at',
  },
  // The sale's own time: marking it sold again (a corrected price) moves nothing.
  sold: { type: 'favorite-sold', state: 'p.sold_at is not null', at: 'p.sold_at' },
  back: { type: 'favorite-back', state: 'p.sold_at is null and p.expired_at is null', at: '$4::timestamptz' },
};

/** Neither blocked the other (docs/product/social.md#blocks): a block either way tells nothing. */
const unblocked = `not exists (select 1 from user_blocks ub
   where (ub.blocker_id = b.id and ub.blocked_id = p.user_id) or (ub.blocker_id = p.user_id and ub.blocked_id = b.id))`;

export async function watchBatch(
  conn: Conn,
  data: JobData['notifications.watch'],
  after: string | null,
  limit: number,
): Promise<Batch> {
  const c = CHANGES[data.change];
  const [row] = await conn.query<Batch>(
    `with chunk as (
       select user_id as id from favorites where post_id = $1 and user_id > $2::uuid order by user_id limit $3
     ),
     ins as (
       insert into notifications (recipient_id, kind, type, actor_id, post_id,
                                  price_from_minor, price_to_minor, price_currency, created_at)
       select b.id, 'general', '${c.type}', p.user_id, p.id,
              ${data.change === 'price' ? 'p.price_was_minor, p.price_minor, p.currncy' : 'null, null, null'}, ${c.at}
         from chunk b join posts p on p.id = $1
        where b.id <> p.user_id and ${c.state} and ${unblocked} and $4::timestamptz is not null
       on conflict (recipient_id, post_id, type) where type in ('price-drop', 'favorite-sold', 'favorite-back')
       do update set created_at = excluded.created_at, price_from_minor = excluded.price_from_minor,
                     price_to_minor = excluded.price_to_minor, price_currency = excluded.price_currency
        where notifications.created_at < excluded.created_at
       returning id
     )
     select (select id::text from chunk order by id desc limit 1) as last,
            coalesce((select array_agg(id::text) from ins), '{}') as inserted`,
    [data.postId, after ?? FIRST, limit, data.at],
  );
  return row!;
}
