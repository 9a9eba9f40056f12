// What the push delivery (compose/push) needs of the subscriptions: a member's devices, and what the
// push service said about each (docs/decisions/0031-web-push.md); compose/account/my-data.ts: the
// member's devices in the export of their data.
export {
  deleteById as dropSubscription,
  deleteForSessions as forgetSessionDevices,
  devicesForExport,
  markSent,
  subscriptionById,
  subscriptionsOf,
  type SubscriptionRow,
} from './push.queries.ts';
