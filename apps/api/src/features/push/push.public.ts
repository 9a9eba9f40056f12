// What the push delivery (src/push) needs of the subscriptions: a member's devices, and what the
// push service said about each (docs/decisions/0031-web-push.md); src/account/my-data.ts: the
// member's devices in the export of their data.
export {
  deleteById as dropSubscription,
  devicesForExport,
  markSent,
  subscriptionById,
  subscriptionsOf,
  type SubscriptionRow,
} from './push.queries.ts';
