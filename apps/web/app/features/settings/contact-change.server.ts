// /setting/main's change of e-mail or phone (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone):
// the new address and the current password, then the code sent to the new address.
import { endpoints } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';

type Api = ReturnType<typeof apiFor>;
export type ContactKind = 'email' | 'phone';

/** intent=contactRequest (kind, email or dialCode + phone, password) or intent=contactVerify (kind, otp). */
export async function contactChangeAction(api: Api, fields: Record<string, string>) {
  const kind: ContactKind = fields.kind === 'phone' ? 'phone' : 'email';
  try {
    if (fields.intent === 'contactVerify') {
      await api.call(endpoints.verifyContactChange, { body: { otp: fields.otp ?? '' } });
      return { contact: { step: 'done' as const, kind } };
    }
    const password = fields.password ?? '';
    const body =
      kind === 'email'
        ? { email: fields.email ?? '', password }
        : { phoneNumber: `+${fields.dialCode ?? ''}${fields.phone ?? ''}`, password };
    const sent = await api.call(endpoints.requestContactChange, { body });
    return {
      contact: { step: 'verify' as const, kind, to: sent.to[0]?.address ?? '', expiresIn: sent.expiresIn },
    };
  } catch (error) {
    const step = fields.intent === 'contactVerify' ? ('verify' as const) : ('request' as const);
    return actionError(error, { contact: { step, kind, to: fields.to ?? '', expiresIn: 0 } });
  }
}
