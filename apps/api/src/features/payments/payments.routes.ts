// Payments (docs/product/payments.md); paths and schemas are in the contracts endpoint table.
import { endpoints, PAYMENTS_PER_HOUR } from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { SECURITY, type App } from '../../context.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../plugins/route.ts';
import { refundPayment } from './payment-refund.service.ts';
import {
  allPayments,
  createPayment,
  getHistory,
  getPayment,
  getReceipt,
  myPayments,
  type Return,
} from './payments.service.ts';

const tags = ['payments'];
const member = { config: { auth: 'required' as const }, schema: { tags, security: SECURITY } };
const admin = { config: { auth: 'admin' as const }, schema: { tags, security: SECURITY } };
// Each payment opens a checkout at the provider: a member's budget, not the NAT's.
const perMemberHourly = {
  max: PAYMENTS_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `payments:${req.user?.id ?? req.ip}`,
};

export default async function paymentsRoutes(app: App): Promise<void> {
  const { deps } = app;
  const back = (req: FastifyRequest): Return => ({
    origin: deps.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`,
    locale: requestLocale(req),
  });

  route(
    app,
    endpoints.createPayment,
    { ...member, config: { ...member.config, rateLimit: perMemberHourly } },
    async (req) => {
      const payment = await createPayment(deps, req.user!, req.body, back(req));
      req.log.info(
        { event: 'payment.created', paymentId: payment._id, userId: req.user!.id },
        'payment created',
      );
      return payment;
    },
  );
  route(app, endpoints.myPayments, member, async (req) => myPayments(deps, req.user!, req.query));
  route(app, endpoints.getPayment, member, async (req) => getPayment(deps, req.user!, req.params.id));
  route(app, endpoints.getPaymentReceipt, member, async (req) => getReceipt(deps, req.user!, req.params.id));
  route(app, endpoints.getPaymentHistory, member, async (req) => getHistory(deps, req.user!, req.params.id));
  route(app, endpoints.listPayments, admin, async (req) => allPayments(deps, req.query));
  route(app, endpoints.refundPayment, admin, async (req) => {
    const payment = await refundPayment(deps, req.user!, req.params.id, req.body?.note);
    req.log.info({ event: 'payment.refunded', paymentId: payment._id, by: req.user!.id }, 'payment refunded');
    return payment;
  });
}
