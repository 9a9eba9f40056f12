// Every route of the API, by name: the API registers them from here and the web calls them from
// here (docs/decisions/0015-endpoint-table.md). A route that is not in this table does not exist.
import { adminEndpoints } from './endpoints-admin.ts';
import { authEndpoints } from './endpoints-auth.ts';
import { blocksEndpoints } from './endpoints-blocks.ts';
import { catalogEndpoints } from './endpoints-catalog.ts';
import { chatEndpoints } from './endpoints-chat.ts';
import { notificationsEndpoints } from './endpoints-notifications.ts';
import { contactEndpoints } from './endpoints-contact.ts';
import { paymentsEndpoints } from './endpoints-payments.ts';
import { postsEndpoints } from './endpoints-posts.ts';
import { viewsEndpoints } from './endpoints-views.ts';
import { pushEndpoints } from './endpoints-push.ts';
import { reviewsEndpoints } from './endpoints-reviews.ts';
import { savedSearchesEndpoints } from './endpoints-saved-searches.ts';
import {
  commentsEndpoints,
  favoritesEndpoints,
  followsEndpoints,
  reportsEndpoints,
} from './endpoints-social.ts';
import { usersEndpoints } from './endpoints-users.ts';

export * from './endpoints-define.ts';
export * from './endpoints-path.ts';

export const endpoints = {
  ...catalogEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...postsEndpoints,
  ...viewsEndpoints,
  ...favoritesEndpoints,
  ...commentsEndpoints,
  ...reportsEndpoints,
  ...followsEndpoints,
  ...reviewsEndpoints,
  ...blocksEndpoints,
  ...notificationsEndpoints,
  ...pushEndpoints,
  ...savedSearchesEndpoints,
  ...chatEndpoints,
  ...contactEndpoints,
  ...paymentsEndpoints,
  ...adminEndpoints,
};
export type EndpointName = keyof typeof endpoints;
