// The member's payments (docs/product/payments.md): the list with its filters, one payment, its
// receipt, and a new commission payment that sends the browser to the provider's checkout.
import { redirectDocument } from 'react-router';
import { CreatePaymentSchema, endpoints } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import { ApiCallError, type apiFor } from '../../lib/api.server.ts';
import { loadList } from '../../lib/list-loader.server.ts';

type Api = ReturnType<typeof apiFor>;
const PAYMENT_FILTERS = ['dateFrom', 'dateTo', 'status', 'sort', 'page'] as const;

/** The member's payments, filtered by the address. */
export function loadMyPayments(api: Api, request: Request) {
  return loadList(api, request, endpoints.myPayments, PAYMENT_FILTERS);
}

/** One payment (and its receipt once paid); another member's or an unknown id is the 404 page. */
export async function loadPayment(api: Api, id: string, withReceipt: boolean) {
  try {
    const payment = await api.call(endpoints.getPayment, { params: { id } });
    const paid = payment.status === 'paid' || payment.status === 'refunded';
    const receipt =
      withReceipt && paid ? await api.call(endpoints.getPaymentReceipt, { params: { id } }) : null;
    return { payment, receipt };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** A pending commission payment, then off to the provider's checkout (its page or ours, the sandbox). */
export async function startPayment(api: Api, fields: Record<string, string>) {
  const parsed = CreatePaymentSchema.safeParse({ ...fields, type: 'commission' });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'salePrice');
    return { error: { errorKey: 'errors.ValidationError', field }, kept: fields };
  }
  let checkoutUrl: string | null;
  // The form's own text goes on: the schema's output is already in halalas, and the API converts
  // the sale price itself (sending the parsed value would multiply it by 100 twice).
  const body = {
    type: 'commission' as const,
    postId: fields.postId || undefined,
    salePrice: fields.salePrice ?? '',
    currncy: parsed.data.currncy,
  };
  try {
    checkoutUrl = (await api.call(endpoints.createPayment, { body })).checkoutUrl;
  } catch (error) {
    return actionError(error, { kept: fields });
  }
  if (!checkoutUrl) return { error: { errorKey: 'errors.default' }, kept: fields };
  // A whole-page load: the sandbox's checkout is a page of the API on this site, not a route of the
  // web app (a client-side navigation would find no such route), and Moyasar's is another site.
  throw redirectDocument(checkoutUrl);
}
