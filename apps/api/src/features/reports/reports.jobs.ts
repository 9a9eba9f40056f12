// The safety guard's flags (docs/decisions/0054-scam-and-contact-leak-guard.md): a report without a
// reporter, reason fraud, carrying the signals found, in the same queue the moderators already work.
// Safe to run twice: one open flag per target (reports_open_flag_key), its signals merged.
import { adSignals, scamSignals } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import { findPostRow } from '../../domain/lookups.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { upsertSafetyFlag } from './reports.queries.ts';

type JobDeps = Pick<Deps, 'sql' | 'orm'>;

/** Raises (or adds to) the open flag of a sender, or of an ad whose text carries a scam signal now. */
export async function raiseSafetyFlag(deps: JobDeps, data: JobData['safety.flag']): Promise<boolean> {
  if ('userId' in data) {
    await upsertSafetyFlag(deps.sql, { targetType: 'user', targetId: data.userId, signals: data.signals });
    return true;
  }
  // Read when the job runs: an edit since may have removed what was there (a phone number alone is
  // no scam signal, so whether the seller hides theirs does not matter here).
  const post = await findPostRow(deps.orm, data.postId);
  const signals = post ? scamSignals(adSignals(post, { hidesPhone: false })) : [];
  // A photo of another seller's live ad (docs/decisions/0058-duplicate-guard.md) flags it too.
  const matchedPostId = 'matchedPostId' in data ? data.matchedPostId : undefined;
  if (!post || (!signals.length && !matchedPostId)) return false;
  await upsertSafetyFlag(deps.sql, { targetType: 'post', targetId: post.id, signals, matchedPostId });
  return true;
}

export const workSafetyFlags = (deps: Pick<Deps, 'sql' | 'orm' | 'jobs'>) =>
  deps.jobs.work('safety.flag', async (data) => void (await raiseSafetyFlag(deps, data)));
