// Who may do what to whose thing, as one table (docs/product/accounts-and-sign-in.md#access-control):
// services ask `can` or `authorize`, and test/route-matrix.api.test.ts calls each action's route
// as every party, so a row added here is tested. Function-level access (guest, member, admin) is
// the route's `auth`; this table is the object level: which member, for which thing.
import type { ErrorName } from '@souqna/contracts';
import type { AuthUser } from '../context.ts';
import { AppError, type ErrorData } from '../lib/app-error.ts';
import { isParty, type Owned, type Party } from './ownership.ts';

type Rule = {
  /** Any one of them may. */
  who: readonly Party[];
  /** What a refused viewer is answered; none where the refused get a lesser answer instead. */
  refusal?: { name: ErrorName; data?: ErrorData };
};

const REFUSED = { name: 'UnauthorizedError' } as const;

export const PERMISSIONS = {
  // The seller alone, admins neither: an admin who wants an ad gone deletes it (audited).
  'ad.edit': { who: ['owner'], refusal: REFUSED },
  'ad.markSold': { who: ['owner'], refusal: REFUSED },
  'ad.seeStats': { who: ['owner'], refusal: REFUSED },
  'ad.delete': { who: ['owner', 'admin'], refusal: REFUSED },
  // The commission is owed by the seller (docs/product/payments.md).
  'ad.payCommission': {
    who: ['owner'],
    refusal: { name: 'UnauthorizedError', data: { reason: 'notOwner', field: 'postId' } },
  },
  'comment.edit': { who: ['owner'], refusal: REFUSED },
  // The ad's owner moderates their own page (docs/product/social.md#comments).
  'comment.delete': { who: ['owner', 'adOwner', 'admin'], refusal: REFUSED },
  // Anybody else is answered as if the payment did not exist.
  'payment.see': { who: ['owner', 'admin'], refusal: { name: 'NotFoundError' } },
  'profile.manage': { who: ['owner'], refusal: REFUSED },
  // The rated seller alone answers a review (docs/product/social.md#ratings-and-reviews).
  'review.reply': { who: ['owner'], refusal: { name: 'NotTheSellerError' } },
  // Contact details and role; the others get the public card (no over-exposure, API3).
  'profile.seePrivate': { who: ['owner', 'admin'] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];
/** The actions whose refusal is an error, the ones `authorize` takes. */
export type RefusingAction = {
  [A in Action]: (typeof PERMISSIONS)[A] extends { refusal: object } ? A : never;
}[Action];

/** May `viewer` (null: a guest) do `action` to `thing`? */
export function can(viewer: AuthUser | null, action: Action, thing: Owned): boolean {
  const rule: Rule = PERMISSIONS[action];
  return viewer !== null && rule.who.some((party) => isParty(viewer, party, thing));
}

/** `can`, or the action's refusal thrown. */
export function authorize(viewer: AuthUser, action: RefusingAction, thing: Owned): void {
  if (can(viewer, action, thing)) return;
  const { name, data }: { name: ErrorName; data?: ErrorData } = PERMISSIONS[action].refusal;
  throw new AppError(name, { ...data });
}
