// Every /api route, by domain; each routes file takes its paths from the contracts endpoint table.
// Here, above the features, a route that needs another feature's work is handed it (the reports'
// outcomes get the posts, comments and users features' own delete and ban: moderation.ts).
import type { App } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import accountRoutes from './account/account.routes.ts';
import adminAuditRoutes from '../features/admin-audit/admin-audit.routes.ts';
import authRoutes from '../features/auth/auth.routes.ts';
import blocksRoutes from '../features/blocks/blocks.routes.ts';
import categoriesRoutes from '../features/categories/categories.routes.ts';
import chatRoutes from '../features/chat/chat.routes.ts';
import contactRoutes from '../features/contact/contact.routes.ts';
import devRoutes from '../features/dev/dev.routes.ts';
import healthRoutes from '../features/health/health.routes.ts';
import notificationsRoutes from '../features/notifications/notifications.routes.ts';
import paymentsRoutes from '../features/payments/payments.routes.ts';
import sandboxCheckoutRoutes from '../features/payments/sandbox-checkout.routes.ts';
import placesRoutes from '../features/places/places.routes.ts';
import postsRoutes from '../features/posts/posts.routes.ts';
import postPageRoutes from '../features/posts/post-page.routes.ts';
import savedSearchesRoutes from '../features/posts/saved-searches/saved-searches.routes.ts';
import pushRoutes from '../features/push/push.routes.ts';
import commentsRoutes from '../features/comments/comments.routes.ts';
import favoritesRoutes from '../features/favorites/favorites.routes.ts';
import followsRoutes from '../features/follows/follows.routes.ts';
import profileRoutes from '../features/follows/profile.routes.ts';
import { reportsRoutes } from '../features/reports/reports.public.ts';
import { reviewsRoutes } from '../features/reviews/reviews.public.ts';
import settingsRoutes from '../features/settings/settings.routes.ts';
import usersAdminRoutes from '../features/users/users-admin.routes.ts';
import usersRoutes from '../features/users/users.routes.ts';
import paymentWebhookRoutes from '../features/payments/payment-webhooks.routes.ts';
import webhookScope from '../plugins/webhook-scope.ts';
import { moderation } from './moderation.ts';

export default async function apiRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(usersAdminRoutes);
  await app.register(categoriesRoutes);
  await app.register(placesRoutes);
  await app.register(settingsRoutes);
  await app.register(postsRoutes);
  await app.register(postPageRoutes);
  await app.register(savedSearchesRoutes);
  // Favourites, comments, reports and following (docs/product/social.md).
  await app.register(favoritesRoutes);
  await app.register(commentsRoutes);
  await app.register(reportsRoutes, { moderation });
  // The public API's spelling, plus the correct one beside it (docs/product/social.md#following).
  await app.register(followsRoutes);
  await app.register(profileRoutes);
  // Seller ratings and reviews (docs/product/social.md#ratings-and-reviews).
  await app.register(reviewsRoutes);
  await app.register(blocksRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(chatRoutes);
  await app.register(contactRoutes);
  await app.register(adminAuditRoutes);
  await app.register(paymentsRoutes);
  // The sandbox provider's hosted checkout page, only while the sandbox is the provider.
  await app.register(sandboxCheckoutRoutes);
  // Raw bodies, no cookie or same-origin check: a signature is the only credential. The configured
  // payment provider's notices (features/payments): the sandbox outside production.
  await app.register(webhookScope, { prefix: '/webhooks', routes: [paymentWebhookRoutes] });
  // The outbox holds sign-in codes: it must not exist in production (docs/product/platform.md#outgoing-messages).
  if (app.deps.config.appEnv !== 'production') await app.register(devRoutes);
  // Unknown /api paths answer JSON NotFoundError, not the web app's catch-all page.
  app.all('/*', { schema: { hide: true } }, async () => {
    throw new AppError('NotFoundError');
  });
}
