// Revealing a seller's phone number (docs/decisions/0021-phone-reveal.md): only when the seller
// shows it, never across a block, and counted for the seller unless they look at their own ad.
import type { Locale, PhoneReveal } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserRow, loadPost, offersPhone } from '../../domain/lookups.ts';
import { assertNoBlockBetween } from '../../policies/blocks.ts';
import { logReveal } from './contact.queries.ts';

const GREETING: Record<Locale, (title: string) => string> = {
  ar: (title) => `مرحباً، أتواصل معك بخصوص إعلانك «${title}» على سوقنا`,
  en: (title) => `Hello, I am contacting you about your ad "${title}" on Souqna`,
};

/** The number as E.164 digits and the two links a phone opens: call, and WhatsApp with a greeting. */
export function contactLinks(phoneNumber: string, title: string, locale: Locale): PhoneReveal {
  return {
    phoneNumber,
    tel: `tel:+${phoneNumber}`,
    whatsapp: `https://wa.me/${phoneNumber}?text=${encodeURIComponent(GREETING[locale](title))}`,
  };
}

export async function revealPhone(deps: Deps, viewer: AuthUser, postId: string, locale: Locale) {
  const post = await loadPost(deps, postId);
  const seller = await findUserRow(deps.orm, post.userId);
  // A hidden number and a missing ad answer alike, so probing ids tells a scraper nothing. A sold
  // ad offers no number either: the item is gone (docs/decisions/0027-sold-ads.md), nor does an
  // expired one; and only a number its member proved is shown (docs/decisions/0053).
  if (!seller || !offersPhone(post, seller)) throw new AppError('NotFoundError');
  const own = seller.id === viewer.id;
  if (!own) {
    await assertNoBlockBetween(deps.sql, viewer.id, seller.id);
    await logReveal(deps.orm, { postId: post.id, viewerId: viewer.id, sellerId: seller.id });
  }
  return contactLinks(seller.phoneNumber, post.title, locale);
}
