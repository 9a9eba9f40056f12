// Reference data (categories, countries, site settings), health and the development outbox.
import {
  CarMakeListSchema,
  CategoryCountsSchema,
  CategoryDetailSchema,
  CategoryIdParamsSchema,
  CategoryListSchema,
  CategoryTreeSchema,
  ChildrenQuerySchema,
  CountryListSchema,
  SettingsAnswerSchema,
  SettingsQuerySchema,
  UpdateSettingsSchema,
} from './catalog.ts';
import {
  HealthAnswerSchema,
  LivenessAnswerSchema,
  OutboxAnswerSchema,
  OutboxQuerySchema,
  ReadinessAnswerSchema,
} from './dev.ts';
import { defineEndpoint } from './endpoints-define.ts';

export const catalogEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', answer: HealthAnswerSchema }),
  /** For a load balancer or orchestrator (docs/deploy.md#health-endpoints). */
  healthLive: defineEndpoint({ method: 'GET', path: '/api/health/live', answer: LivenessAnswerSchema }),
  healthReady: defineEndpoint({ method: 'GET', path: '/api/health/ready', answer: ReadinessAnswerSchema }),
  categoryParents: defineEndpoint({
    method: 'GET',
    path: '/api/category/parent',
    answer: CategoryListSchema,
  }),
  categoryChildren: defineEndpoint({
    method: 'GET',
    path: '/api/category/children',
    query: ChildrenQuerySchema,
    answer: CategoryListSchema,
  }),
  /** Every parent with its children in one call (pages that show the whole tree). */
  categoryTree: defineEndpoint({ method: 'GET', path: '/api/category/tree', answer: CategoryTreeSchema }),
  /** How many ads are for sale per category, make and model (cached: docs/decisions/0047). */
  categoryCounts: defineEndpoint({
    method: 'GET',
    path: '/api/category/counts',
    answer: CategoryCountsSchema,
  }),
  carMakes: defineEndpoint({ method: 'GET', path: '/api/category/cars', answer: CarMakeListSchema }),
  getCategory: defineEndpoint({
    method: 'GET',
    path: '/api/category/:id',
    params: CategoryIdParamsSchema,
    answer: CategoryDetailSchema,
  }),
  countries: defineEndpoint({ method: 'GET', path: '/api/countries', answer: CountryListSchema }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings',
    query: SettingsQuerySchema,
    answer: SettingsAnswerSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/settings',
    body: UpdateSettingsSchema,
    answer: SettingsAnswerSchema,
  }),
  /** What would have been sent by SMS or e-mail; the API has no such route in production. */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    query: OutboxQuerySchema,
    answer: OutboxAnswerSchema,
  }),
};
