// The sandbox provider's hosted checkout (docs/product/payments.md#sandbox-checkout), served by the
// API only while the sandbox is the provider: the card form, the 3-D Secure step and, once the
// buyer is done, a signed notice queued for delivery to our own webhook (sandbox-delivery.ts)
// before the buyer is sent back. The page belongs to the "provider": it needs no sign-in, and it
// never changes our payment itself; only the verified notice does.
import { randomUUID } from 'node:crypto';
import { LOCALE_COOKIE, type Locale } from '@souqna/contracts';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCvc, isFutureExpiry, isSandbox, type CardResult } from '../../adapters/payments/index.ts';
import type { App } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  checkoutPage,
  checkoutPath,
  notFoundPage,
  returnPath,
  type FieldError,
} from './sandbox-checkout.page.ts';

type Req = FastifyRequest<{
  Params: { ref: string };
  Querystring: { lang?: string };
  Body?: Record<string, string>;
}>;

/** ?lang= first (the page's own switch), then the site's locale cookie; Arabic by default. */
const localeOf = (req: Req): Locale => {
  const wanted =
    req.query.lang ?? (req as { cookies?: Record<string, string | undefined> }).cookies?.[LOCALE_COOKIE];
  return wanted === 'en' ? 'en' : 'ar';
};
const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export default async function sandboxCheckoutRoutes(app: App): Promise<void> {
  const { deps } = app;
  const sandbox = deps.payments;
  if (!isSandbox(sandbox)) return;
  // An HTML form posts urlencoded; this scope alone reads it (small: four short fields).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The reference is checked like every other path value (plugins/text-input.ts): a NUL or an
  // absurd length is a 400, never a database error.
  const options = {
    config: { auth: 'none' as const },
    schema: { hide: true, params: z.object({ ref: z.string().min(1).max(100) }) },
  };
  const path = '/payments/sandbox/checkout/:ref';

  /** Ends the checkout and queues its notice in one transaction: the notice exists iff the change does. */
  const finish = (ref: string, change: (conn: Tx) => Promise<CardResult>) =>
    deps.sql.transaction(async (conn) => {
      const result = await change(conn);
      if (result === 'paid' || result === 'failed')
        await deps.jobs.send(
          'payments.sandbox-webhook',
          { providerRef: ref, eventId: `evt_${randomUUID()}` },
          conn,
        );
      return result;
    });

  app.get(path, options, async (req: Req, reply) => {
    const locale = localeOf(req);
    const checkout = await sandbox.checkout(req.params.ref);
    if (!checkout) return html(reply, 404, notFoundPage(locale, req.params.ref));
    return html(reply, 200, checkoutPage(locale, checkout));
  });

  app.post(path, options, async (req: Req, reply) => {
    const locale = localeOf(req);
    const ref = req.params.ref;
    const checkout = await sandbox.checkout(ref);
    if (!checkout) return html(reply, 404, notFoundPage(locale, ref));
    const { cardNumber = '', expiry = '', cvc = '' } = req.body ?? {};
    const errors: FieldError[] = [];
    if (!isFutureExpiry(expiry)) errors.push('expiry');
    if (!isCvc(cvc)) errors.push('cvc');
    const result = errors.length
      ? 'invalid'
      : await finish(ref, (conn) => sandbox.submitCard(ref, cardNumber, conn));
    if (result === 'unknownCard') errors.unshift('cardNumber');
    if (errors.length)
      return html(reply, 422, checkoutPage(locale, checkout, { errors, cardNumber, expiry }));
    req.log.info({ event: 'sandbox.card', providerRef: ref, result }, 'sandbox checkout card');
    // Paid or declined: back to Souqna, whose page shows the status the verified notice sets.
    if (result === 'paid' || result === 'failed') return reply.redirect(returnPath(checkout), 303);
    // The 3-D Secure step, or a checkout already ended (another tab): the page says which.
    return reply.redirect(checkoutPath(ref, locale), 303);
  });

  app.post(`${path}/3ds`, options, async (req: Req, reply) => {
    const locale = localeOf(req);
    const ref = req.params.ref;
    const checkout = await sandbox.checkout(ref);
    if (!checkout) return html(reply, 404, notFoundPage(locale, ref));
    const approve = req.body?.decision === 'approve';
    const result = await finish(ref, (conn) => sandbox.confirm3ds(ref, approve, conn));
    req.log.info({ event: 'sandbox.3ds', providerRef: ref, result }, 'sandbox 3-D Secure step');
    if (result === 'paid' || result === 'failed') return reply.redirect(returnPath(checkout), 303);
    return reply.redirect(checkoutPath(ref, locale), 303);
  });
}
