// What code outside the contact feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';
import { revealsByMemberForExport, revealsOfAdsForExport } from './contact.queries.ts';
import { supportMessagesForExport } from './support.queries.ts';

/**
 * For the export of the member's data: how often each of their ads had its number shown, the ads
 * whose numbers they looked at themselves, and what they wrote to support.
 */
export async function contactForExport(sql: Database, userId: string, cap: number) {
  const [revealsOfMyAds, phonesIRevealed, supportMessages] = await Promise.all([
    revealsOfAdsForExport(sql, userId, cap),
    revealsByMemberForExport(sql, userId, cap),
    supportMessagesForExport(sql, userId, cap),
  ]);
  return { revealsOfMyAds, phonesIRevealed, supportMessages };
}
