// A stand-in for Moyasar's REST API (https://docs.moyasar.com), on a local port: invoices created
// with POST /v1/invoices, read with GET /v1/invoices/{id}, refunds at POST /v1/payments/{id}/refund,
// HTTP Basic auth with the secret key, and the account webhook's body with its secret token. Only
// what our adapter uses, answered as the public docs show it; it can also stall or refuse.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInPayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  invoice_id: string;
  source: { type: string; company: string; number: string };
};
export type StandInInvoice = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string> | null;
  payments: StandInPayment[];
};
export type Seen = { method: string; path: string; authorization?: string; body: unknown };

export async function moyasarStandIn(secretKey: string) {
  const invoices = new Map<string, StandInInvoice>();
  const seen: Seen[] = [];
  const behaviour = { delayMs: 0, failWith: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    seen.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (res.destroyed) return;
    if (req.headers.authorization !== expectedAuth)
      return send(401, { type: 'authentication_error', message: 'Invalid authorization credentials' });
    if (behaviour.failWith) return send(behaviour.failWith, { type: 'api_error', message: 'failure' });
    const path = req.url!.replace(/^\/v1/, '');
    if (req.method === 'POST' && path === '/invoices') {
      const id = crypto.randomUUID();
      const invoice: StandInInvoice = {
        id,
        status: 'initiated',
        amount: body!.amount as number,
        currency: (body!.currency as string) ?? 'SAR',
        description: body!.description as string,
        url: `https://checkout.moyasar.test/invoices/${id}`,
        success_url: (body!.success_url as string) ?? null,
        back_url: (body!.back_url as string) ?? null,
        expired_at: (body!.expired_at as string) ?? null,
        metadata: (body!.metadata as Record<string, string>) ?? null,
        payments: [],
      };
      invoices.set(id, invoice);
      return send(201, invoice);
    }
    const invoice = /^\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && invoice) {
      const found = invoices.get(decodeURIComponent(invoice[1]!));
      return found
        ? send(200, found)
        : send(404, { type: 'invalid_request_error', message: 'Object not found' });
    }
    const refund = /^\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const inv = [...invoices.values()].find((i) => i.payments.some((p) => p.id === refund[1]));
      const payment = inv?.payments.find((p) => p.id === refund[1]);
      if (!inv || !payment || payment.status !== 'paid') return send(400, { type: 'invalid_request_error' });
      payment.status = 'refunded';
      inv.status = 'refunded';
      return send(200, payment);
    }
    return send(404, { type: 'invalid_request_error', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    invoices,
    seen,
    behaviour,
    /** A buyer's payment on the hosted invoice page, with the card it used. */
    pay(invoiceId: string, status = 'paid', number = '4201-32XX-XXXX-1234'): StandInPayment {
      const inv = invoices.get(invoiceId)!;
      const payment = {
        id: crypto.randomUUID(),
        status,
        amount: inv.amount,
        currency: inv.currency,
        invoice_id: inv.id,
        source: { type: 'creditcard', company: 'mada', number },
      };
      inv.payments.push(payment);
      inv.status = status === 'paid' ? 'paid' : inv.status === 'paid' ? 'paid' : 'failed';
      return payment;
    },
    /** The account webhook's body, as Moyasar posts it. */
    webhook(payment: StandInPayment, secretToken: string, type = `payment_${payment.status}`) {
      return JSON.stringify({
        id: crypto.randomUUID(),
        type,
        created_at: new Date().toISOString(),
        secret_token: secretToken,
        account_name: 'Souqna',
        live: false,
        data: payment,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
