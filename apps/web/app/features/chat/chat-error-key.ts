/**
 * A send or a "Message the seller" refused because one of the pair blocked the other (the API's
 * UnauthorizedError, reason "blocked") is a closed conversation to the member, not "you are not
 * allowed" (docs/product/social.md#blocks); any other refusal keeps its own key.
 */
export const chatErrorKey = (reason: unknown, otherwise: string): string =>
  reason === 'blocked' ? 'chat.closed' : otherwise;
