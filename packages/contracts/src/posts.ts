// Posts (ads): the multipart create/update fields and the listing filter of docs/product/listings-and-search.md,
// and the answers (card for lists, detail, edit).
import { z } from './zod.ts';
import { toAsciiDigits } from './digits.ts';
import { searchTokens } from './search-normalize.ts';
import {
  CURRENCIES,
  POST_DESCRIPTION_MAX,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  POSTS_PAGE_MAX,
  POSTS_PAGE_SIZE,
  PRICE_MAX_DIGITS,
  SEARCH_MAX,
} from './limits.ts';
import { isValidPrice, MESSAGES, requiredString } from './rules.ts';
import { cursorAnswer, DateParam, IsoDateSchema } from './schemas-common.ts';
import { CategorySchema } from './catalog.ts';
import { SellerRatingSchema } from './reviews.ts';
import { PriceDropSchema } from './watch-list.ts';
import { SafetySignalsSchema } from './safety-signals/schemas.ts';
import {
  AttributeFields,
  AttributeFilters,
  AttributeUpdateFields,
  PostAttributesSchema,
} from './attribute-schemas.ts';

/** relevance: best match, text rank then freshness (docs/decisions/0045-search-precision.md). */
export const POST_SORTS = ['relevance', 'newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/**
 * The order a listing is read in: as asked, else best match when the search has words and newest
 * otherwise. Best match without words to match is newest.
 */
export function listingSort(q: { search?: string | undefined; sort?: PostSort | undefined }): PostSort {
  const words = searchTokens(q.search ?? '').length > 0;
  if (!q.sort || q.sort === 'relevance') return words ? 'relevance' : 'newest';
  return q.sort;
}

/** A price as typed ("1500", "١٥٠٠.٥") → integer halalas/fils; the price rule of docs/product/errors-and-limits.md#validation-rules. */
export const PriceSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((v) => toAsciiDigits(String(v)).trim())
  .refine((v) => v.length > 0, { error: MESSAGES.required })
  .refine(isValidPrice, { error: MESSAGES.price })
  .refine((v) => v.split('.')[0]!.length <= PRICE_MAX_DIGITS, { error: MESSAGES.maxLimit })
  .transform((v) => {
    const [whole, frac = ''] = v.split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  });

/** Multipart sends text: "true"/"false" (and on/1/0 from plain HTML forms). */
const FormBoolean = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', 'on', '1'].includes(v.toLowerCase()) : v),
  z.boolean(),
);
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: MESSAGES.required,
});
const PlaceName = z.string().trim().min(1, { error: MESSAGES.required }).max(100);

export const CreatePostSchema = z.object({
  title: requiredString(POST_TITLE_MIN, POST_TITLE_MAX),
  description: z.string().trim().max(POST_DESCRIPTION_MAX, { error: MESSAGES.maxLength }).default(''),
  price: PriceSchema,
  currncy: z.enum(CURRENCIES, { error: MESSAGES.required }),
  showPrice: FormBoolean.default(true),
  /** Offer my verified number on this ad; absent: yes when the number is verified (docs/decisions/0053). */
  showPhone: FormBoolean.optional(),
  categoryId: Uuid,
  carModel: optionalText(z.string().trim().max(100)),
  country: PlaceName,
  state: PlaceName,
  city: optionalText(PlaceName),
  ...AttributeFields,
});
export type CreatePost = z.infer<typeof CreatePostSchema>;

/** keepImages: the ids to keep, in display order; a JSON array or a comma-separated list. */
const IdList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s.startsWith('[')) {
    try {
      return JSON.parse(s);
    } catch {
      return v;
    }
  }
  return s ? s.split(',').map((x) => x.trim()) : [];
}, z.array(Uuid).max(10));

/** PUT /api/post/{id}: any subset of the create fields, plus keepImages (absent = keep all). */
export const UpdatePostSchema = CreatePostSchema.partial().extend({
  carModel: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(100).optional()),
  city: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(100).optional()),
  ...AttributeUpdateFields,
  keepImages: IdList.optional(),
});
export type UpdatePost = z.infer<typeof UpdatePostSchema>;

export const PostsQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX).optional(),
  dateFrom: DateParam.optional(),
  dateTo: DateParam.optional(),
  currncy: z.enum(CURRENCIES).optional(),
  country: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  categoryId: z.string().trim().max(100).optional(),
  /** Absent: see listingSort. */
  sort: z.enum(POST_SORTS).optional(),
  /** 'min-max' in whole currency units; either side may be empty ('5000-', '-9000'). */
  priceRange: z
    .string()
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(z.string().regex(/^\d{0,10}-\d{0,10}$/, { error: MESSAGES.price }))
    .optional(),
  userId: Uuid.optional(),
  /** A model slug, or a make slug for all its models. */
  carModel: z.string().trim().max(100).optional(),
  /** A make slug: its models only; with carModel, a model of this make (docs/decisions/0047). */
  carMake: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(POSTS_PAGE_MAX).default(POSTS_PAGE_SIZE),
  ...AttributeFilters,
});
export type PostsQuery = z.infer<typeof PostsQuerySchema>;

export const PostAuthorSchema = z.object({
  _id: z.string(),
  avatar: z.string().nullable(),
  fullname: z.string(),
});

const PlaceNamesSchema = z.object({
  country: z.string(), // the Arabic name
  en_country: z.string(),
  ar_country: z.string(),
  en_state: z.string(),
  ar_state: z.string(),
  en_city: z.string().nullable(),
  ar_city: z.string().nullable(),
});

export const PostCardSchema = PlaceNamesSchema.extend({
  _id: z.string(),
  title: z.string(),
  images: z.object({ thumbnail: z.string().nullable(), card: z.string().nullable() }),
  /** null when showPrice is off and the viewer is not the owner (docs/product/listings-and-search.md#prices-and-money). */
  price: z.number().nullable(),
  currncy: z.enum(CURRENCIES),
  showPrice: z.boolean(),
  createdAt: IsoDateSchema,
  user: PostAuthorSchema,
  userId: z.string(),
  categoryId: z.string(),
  carModel: z.string().nullable(),
  /** The details it has (year, mileage, area …; docs/decisions/0039-details-by-category.md). */
  attributes: PostAttributesSchema,
  /** When the seller marked it sold (docs/product/listings-and-search.md#sold-ads); null while for sale. */
  soldAt: IsoDateSchema.nullable(),
  /** When it was last put at the top of the listings: posted, refreshed, or renewed once expired. */
  listedAt: IsoDateSchema,
  /** The end of its term (docs/product/listings-and-search.md#expiry-renewal-and-refresh). */
  expiresAt: IsoDateSchema,
  /** When it left the listings at the end of its term; null while live. Only its owner lists it then. */
  expiredAt: IsoDateSchema.nullable(),
  /** Only present for a signed-in viewer. */
  isFavorite: z.boolean().optional(),
  /** The seller's stars (docs/product/social.md#ratings-and-reviews); absent while nobody rated them. */
  sellerRating: SellerRatingSchema.optional(),
  /** "Price dropped" for PRICE_DROP_MARK_DAYS after a drop, while the price shows (watch-list.ts). */
  priceDrop: PriceDropSchema.optional(),
});
export type PostCard = z.infer<typeof PostCardSchema>;

export const PostImageSchema = z.object({
  _id: z.string(),
  thumbnail: z.string(),
  card: z.string(),
  full: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The seller box's facts (docs/decisions/0041-ad-page-facts.md). */
export const SellerFactsSchema = z.object({
  /** When the seller joined: the page shows its month and year. */
  memberSince: IsoDateSchema,
  /** The seller's ads, sold ones included (the profile card's count). */
  adsCount: z.number().int(),
  /** The seller proved their phone number with a code sent to it. */
  phoneVerified: z.boolean(),
  /** The seller's stars; absent while nobody rated them. */
  rating: SellerRatingSchema.optional(),
});

export const PostDetailSchema = PostCardSchema.omit({ images: true }).extend({
  /** The ad's short public number ("Ad #1042"), given in order of posting; the id stays the key. */
  number: z.number().int().positive(),
  /** Counted views (docs/decisions/0040-ad-views.md); the seller's own and repeats are not counted. */
  views: z.number().int(),
  seller: SellerFactsSchema,
  description: z.string(),
  images: z.object({
    thumbnail: z.string().nullable(),
    card: z.string().nullable(),
    full: z.string().nullable(),
    gallery: z.array(PostImageSchema),
  }),
  category: CategorySchema.extend({ parent: CategorySchema.nullable() }),
  carModelName: z
    .object({ en: z.string(), ar: z.string(), make: z.object({ en: z.string(), ar: z.string() }) })
    .nullable(),
  country_code: z.string(),
  state_code: z.string(),
  updatedAt: IsoDateSchema,
  favouritesCount: z.number().int(),
  isFavorite: z.boolean(),
  isOwner: z.boolean(),
  /** The seller shows their phone number: a signed-in member may ask for it (never the number itself). */
  canRevealPhone: z.boolean(),
  /**
   * The viewer and the seller blocked one another, either way: a room between them would be refused
   * (closed), so the ad offers no "Message the seller" (docs/product/social.md#blocks). False for a guest.
   */
  chatClosed: z.boolean(),
  /** For the owner only: the ad offers their verified number (the post form's choice). */
  showPhone: z.boolean().optional(),
  /** For the owner only: how many times members revealed the number on this ad. */
  revealCount: z.number().int().optional(),
  /** For the owner only: the sale price they gave when marking it sold, in halalas/fils; null while for sale. */
  salePriceMinor: z.number().int().nullable().optional(),
  /**
   * For the owner only: the ad's paid commission (one per ad, docs/product/payments.md#one-commission-per-ad),
   * so the sold ad shows "Commission paid" with its receipt instead of the offer; null when none is paid.
   */
  commissionPaid: z.object({ paymentId: z.string(), receiptNumber: z.string() }).nullable().optional(),
  /**
   * For readers other than the owner, and only when the safety rules found something in the title or
   * description: the ad page shows a calm note (docs/product/safety.md#on-an-ad).
   */
  safetySignals: SafetySignalsSchema.optional(),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;

/** GET /api/post/edit/{id}: what the edit form needs, fields named as the form sends them. */
export const PostEditSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currncy: z.enum(CURRENCIES),
  showPrice: z.boolean(),
  showPhone: z.boolean(),
  categoryId: z.string(),
  parentCategoryId: z.string(),
  carModel: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  attributes: PostAttributesSchema,
  images: z.array(PostImageSchema),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});

export const PostsPageSchema = cursorAnswer(PostCardSchema).extend({
  /**
   * On an empty search: a close known name (make, model, category, place), if any. Or a search
   * with a typing mistake corrected (docs/product/listings-and-search.md#typing-mistakes).
   */
  didYouMean: z.string().nullable().optional(),
  /** true: the words as typed are in no ad, and the items are those of `didYouMean`'s text. */
  corrected: z.boolean().optional(),
  /** On a first page: how many ads match, counted up to LISTING_COUNT_CAP (`more`: there are more). */
  found: z.object({ count: z.number().int(), more: z.boolean() }).optional(),
});
export type PostsPage = z.infer<typeof PostsPageSchema>;

export const PostIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const PostIdParamSchema = z.object({ postId: z.string().min(1).max(64) });
export const DeletedSchema = z.object({ ok: z.literal(true) });

export const SuggestQuerySchema = z.object({ q: z.string().trim().max(SEARCH_MAX).default('') });
export const SuggestAnswerSchema = z.object({
  items: z.array(
    z.object({ text: z.string(), kind: z.enum(['make', 'model', 'category', 'place', 'title']) }),
  ),
});
