// A due search's alert (docs/decisions/0055-saved-search-alerts.md): its waiting ads are taken in
// one statement, those gone since (sold, expired, deleted), the saver's own and those of a member
// either blocked are dropped, and what is left is told in one alert, in the same transaction:
// instantly, an in-app notification (its push, or an e-mail with no push device); daily, the e-mail
// digest. Safe to run twice:
// a second run finds the search no longer due and its ads taken.
import type { Deps } from '../../../context.ts';
import type { Tx } from '../../../db/transaction.ts';
import { queueMessage } from '../../../jobs/message-jobs.ts';
import { serverUrl } from '../../../config-url.ts';
import { digestEmail, type DigestAd } from './digest-email.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { dueSql } from './alert-window.ts';

type DeliverDeps = Pick<Deps, 'sql' | 'events' | 'jobs' | 'config'>;
type Due = {
  id: string;
  user_id: string;
  name: string;
  query: Record<string, string>;
  frequency: 'instant' | 'daily' | 'off';
  email: string;
  locale: 'ar' | 'en';
  banned: boolean;
  has_push: boolean;
};
const BATCH = 200;

/** The searches whose alert is due, oldest first; one batch. */
export async function dueSearches(deps: Pick<Deps, 'sql'>): Promise<string[]> {
  const rows = await deps.sql.query<{ id: string }>(
    // From the waiting hits, not from every search: 9 ms with 5,000 waiting against 300 ms for a
    // probe of each of 100,000 searches (the bench's database).
    `select s.id from saved_searches s
      where s.id in (select search_id from saved_search_hits) and ${dueSql('s')} limit ${BATCH}`,
  );
  return rows.map((r) => r.id);
}

async function takeLiveAds(tx: Tx, s: Due): Promise<DigestAd[]> {
  return tx.query<DigestAd>(
    `with taken as (delete from saved_search_hits where search_id = $1 returning post_id)
     select p.id, p.title, p.price_minor::text, p.currncy, p.show_price
       from taken t join posts p on p.id = t.post_id
      where p.sold_at is null and p.expired_at is null and p.user_id <> $2
        and not exists (select 1 from user_blocks b
                         where (b.blocker_id = $2 and b.blocked_id = p.user_id)
                            or (b.blocker_id = p.user_id and b.blocked_id = $2))
      order by p.listed_at desc, p.id desc`,
    [s.id, s.user_id],
  );
}

/** One search's alert; false when it was not due (taken by another worker, or turned off). */
export async function deliverOne(deps: DeliverDeps, searchId: string): Promise<boolean> {
  return deps.sql.transaction(async (tx) => {
    const [s] = await tx.query<Due>(
      `select s.id, s.user_id, s.name, s.query, s.frequency, u.email, u.locale, u.banned_at is not null as banned,
              exists (select 1 from push_subscriptions ps where ps.user_id = s.user_id) as has_push
         from saved_searches s join users u on u.id = s.user_id
        where s.id = $1 and ${dueSql('s')}
        for update of s skip locked`,
      [searchId],
    );
    if (!s) return false;
    const ads = await takeLiveAds(tx, s);
    // Nothing left to tell (all gone, or a banned saver): the window stays as it was.
    if (!ads.length || s.frequency === 'off' || s.banned) return true;
    const [at] = await tx.query<{ at: Date | string }>(
      'update saved_searches set last_alert_at = now() where id = $1 returning now() as at',
      [s.id],
    );
    // Daily: the e-mail alone. Instantly: in the app and by push, and by e-mail too when no device
    // of the member takes push (else they would only learn of it on their next visit). A member
    // without an e-mail address (signed up by phone) gets the daily digest in the app.
    const mail = s.frequency === 'daily' || !s.has_push;
    if (mail && s.email) {
      const token = await unsubscribeToken(deps.config.jwtSecret, s.id);
      const site = serverUrl(deps.config);
      await queueMessage(deps, digestEmail({ ...s, to: s.email, ads, site, unsubscribeToken: token }), tx);
      if (s.frequency === 'daily') return true;
    }
    const when = new Date(at!.at).toISOString();
    await deps.events.publish(
      'saved-search.alerted',
      { searchId: s.id, userId: s.user_id, count: ads.length, at: when },
      tx,
    );
    return true;
  });
}

/** Every due search, a batch at a time, each in its own transaction. */
export async function deliverDue(deps: DeliverDeps): Promise<number> {
  let told = 0;
  for (;;) {
    const ids = await dueSearches(deps);
    let moved = 0;
    for (const id of ids) if (await deliverOne(deps, id)) moved++;
    told += moved;
    if (ids.length < BATCH || !moved) return told;
  }
}
