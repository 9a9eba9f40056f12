// Why a member reports an ad, a member or a comment (docs/product/social.md#reports), without its
// schemas: the report dialog lists them in the browser, and importing social.ts would bring zod
// to every ad page. The schemas and the back office's queue take the same list from here.
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'prohibited',
  'wrong_category',
  'offensive',
  'other',
] as const;
