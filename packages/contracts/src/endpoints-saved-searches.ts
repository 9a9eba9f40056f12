// Saved searches (docs/product/saved-searches.md): the signed-in member's own list, and the
// signed-out unsubscribe of a digest's link.
import { defineEndpoint } from './endpoints-define.ts';
import {
  CreateSavedSearchSchema,
  SavedSearchDeletedSchema,
  SavedSearchesSchema,
  SavedSearchIdParamsSchema,
  SavedSearchSavedSchema,
  SavedSearchSchema,
  UnsubscribedSchema,
  UnsubscribeSchema,
  UpdateSavedSearchSchema,
} from './saved-searches.ts';

const params = SavedSearchIdParamsSchema;
export const savedSearchesEndpoints = {
  /** Mine, newest first, with the most I may keep. */
  savedSearches: defineEndpoint({ method: 'GET', path: '/api/saved-searches', answer: SavedSearchesSchema }),
  /** A query saved before answers that search (existed: true), renamed when a name is given. */
  saveSearch: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches',
    body: CreateSavedSearchSchema,
    answer: SavedSearchSavedSchema,
    status: 201,
  }),
  /** Rename and/or change how often it alerts; another member's id answers NotFoundError. */
  updateSavedSearch: defineEndpoint({
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    params,
    body: UpdateSavedSearchSchema,
    answer: SavedSearchSchema,
  }),
  deleteSavedSearch: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    params,
    answer: SavedSearchDeletedSchema,
  }),
  /** No session needed: the token names the search and only turns its alerts off. */
  unsubscribeSavedSearch: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    body: UnsubscribeSchema,
    answer: UnsubscribedSchema,
  }),
};
