// Categories, countries and site settings: the reference data of docs/product/reference-data.md.
import { z } from './zod.ts';
import { CURRENCIES, DIAL_CODES } from './limits.ts';
import { AD_LIFETIME_DAYS_MAX, AD_LIFETIME_DAYS_MIN } from './post-lifecycle.ts';

export const CategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  ar_categoryName: z.string(),
  en_categoryName: z.string(),
  isVehicles: z.boolean(),
  hasCarModels: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);
export const CategoryDetailSchema = CategorySchema.extend({
  parent: CategorySchema.nullable(),
  children: z.array(CategorySchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;
export const ChildrenQuerySchema = z.object({ parentId: z.string().min(1) });
/** A category by uuid or slug (slugs make readable category URLs). */
export const CategoryIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Every parent category with its children, in display order: the whole tree in one answer. */
export const CategoryTreeSchema = z.array(CategoryDetailSchema);

export const CarModelSchema = z.object({ slug: z.string(), en: z.string(), ar: z.string() });
export const CarMakeSchema = z.object({
  slug: z.string(),
  en: z.string(),
  ar: z.string(),
  models: z.array(CarModelSchema),
});
export type CarMake = z.infer<typeof CarMakeSchema>;
export const CarMakeListSchema = z.array(CarMakeSchema);

/**
 * Ads for sale (sold ones leave the listings) per category, parent and child by id, and in the
 * categories with car models per make and per model by slug; what is absent has none
 * (docs/product/listings-and-search.md#category-counts).
 */
export const CategoryCountsSchema = z.object({
  categories: z.record(z.string(), z.number().int()),
  makes: z.record(z.string(), z.number().int()),
  models: z.record(z.string(), z.number().int()),
});
export type CategoryCounts = z.infer<typeof CategoryCountsSchema>;

export const StateSchema = z.object({
  code: z.string(),
  en_state: z.string(),
  ar_state: z.string(),
  en_cities: z.array(z.string()),
  ar_cities: z.array(z.string()),
});
export const CountrySchema = z.object({
  code: z.string(),
  en_name: z.string(),
  ar_name: z.string(),
  currency: z.enum(CURRENCIES),
  dialCode: z.enum(DIAL_CODES),
  states: z.array(StateSchema),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

const QuestionSchema = z.object({
  ar_question: z.string(),
  en_question: z.string(),
  ar_answer: z.string(),
  en_answer: z.string(),
});
const TermSchema = z.object({
  ar_title: z.string(),
  en_title: z.string(),
  ar_body: z.string(),
  en_body: z.string(),
});

export const SiteSettingsSchema = z.object({
  commissionValue: z.number().min(0).max(100),
  /** Days an ad stays listed from its posting or renewal (post-lifecycle.ts). */
  adLifetimeDays: z.number().int().min(AD_LIFETIME_DAYS_MIN).max(AD_LIFETIME_DAYS_MAX),
  commissionQuestions: z.array(QuestionSchema),
  email: z.string(),
  phoneNumber: z.string(),
  supportQuestions: z.array(QuestionSchema),
  terms: z.array(TermSchema),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SETTINGS_FIELDS = SiteSettingsSchema.keyof().options;
export type SettingsField = keyof SiteSettings;

export const SettingsQuerySchema = z.object({
  fields: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const wanted = v
        ? v
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : [...SETTINGS_FIELDS];
      const unknown = wanted.filter((f) => !(SETTINGS_FIELDS as readonly string[]).includes(f));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown fields: ${unknown.join(',')}` });
      return wanted as SettingsField[];
    }),
});
export const SettingsAnswerSchema = SiteSettingsSchema.partial();
export const UpdateSettingsSchema = SiteSettingsSchema.partial();
