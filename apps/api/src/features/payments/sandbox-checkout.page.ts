// The sandbox's hosted checkout as plain HTML: no script, one form, labels on every field, errors
// announced (role="alert") and tied to their fields, right to left in Arabic. What the buyer sees
// on a real provider's page, reduced to what the flow needs.
import { localeDir, minorToDecimal, type Locale } from '@souqna/contracts';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_TEST_CARDS,
  type SandboxCheckout,
} from '../../adapters/payments/index.ts';
import { CHECKOUT_TEXT, type CheckoutText } from './sandbox-checkout.text.ts';

export type FieldError = 'cardNumber' | 'expiry' | 'cvc';
export type FormState = { errors: FieldError[]; cardNumber?: string; expiry?: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 150050 → "1,500.50": grouped from the integer, as prices are shown (en-US grouping in both languages). */
const grouped = (minor: number) => minorToDecimal(minor).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const money = (t: CheckoutText, c: SandboxCheckout) =>
  `${grouped(c.amountMinor)} ${t.currency[c.currency] ?? c.currency}`;

/** Only the path of the return address: the sandbox never sends a buyer to another site. */
export const returnPath = (c: SandboxCheckout) => {
  const url = new URL(c.returnUrl, 'http://sandbox.invalid');
  return `${url.pathname}${url.search}`;
};
export const checkoutPath = (ref: string, locale: Locale, suffix = '') =>
  `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(ref)}${suffix}?lang=${locale}`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4fb;color:#1c1c28;line-height:1.5}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.75rem}
.banner{background:#fff4c2;padding:.5rem .75rem;border-radius:.5rem}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.5rem;margin-top:.25rem;border:1px solid #767689;border-radius:.4rem}
input[aria-invalid=true]{border-color:#e21a1a}
button{margin-top:1.25rem;font-size:1.1rem;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#5252cf;color:#fff;cursor:pointer}
button.secondary{background:#767689}
:focus-visible{outline:3px solid #1c1c28;outline-offset:2px}
.alert{border:2px solid #e21a1a;padding:.5rem .75rem;border-radius:.5rem}
table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.25rem .75rem;text-align:start}
.hint{font-size:.9rem;color:#4a4a5a}`;

function layout(locale: Locale, t: CheckoutText, switchHref: string, body: string): string {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main>
<p><a href="${escape(switchHref)}" lang="${other}" hreflang="${other}">${t.otherLanguage}</a></p>
<p class="banner" role="note">${t.banner}</p>
${body}
</main></body></html>`;
}

function summary(t: CheckoutText, c: SandboxCheckout): string {
  return `<dl><dt>${t.description}</dt><dd>${escape(c.description)}</dd>
<dt>${t.amount}</dt><dd><strong dir="ltr">${escape(money(t, c))}</strong></dd></dl>`;
}

function testCards(t: CheckoutText): string {
  const rows = SANDBOX_TEST_CARDS.map(
    (c) =>
      `<tr><td dir="ltr"><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${t.outcome[c.outcome]}</td></tr>`,
  ).join('');
  return `<section aria-labelledby="cards"><h2 id="cards">${t.cards}</h2>
<table><thead><tr><th scope="col">${t.cardNumberColumn}</th><th scope="col">${t.outcomeColumn}</th></tr></thead>
<tbody>${rows}</tbody></table><p class="hint">${t.anyExpiry}</p></section>`;
}

function field(
  name: FieldError | 'name',
  label: string,
  attrs: string,
  state: FormState,
  hint?: string,
): string {
  const invalid = state.errors.includes(name as FieldError);
  const described = [hint ? `${name}-hint` : '', invalid ? 'form-errors' : ''].filter(Boolean).join(' ');
  const value = name === 'cardNumber' || name === 'expiry' ? (state[name] ?? '') : '';
  return `<label for="${name}">${label}</label>${hint ? `<span class="hint" id="${name}-hint">${hint}</span>` : ''}
<input id="${name}" name="${name}" dir="ltr" ${attrs} value="${escape(value)}"${invalid ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>`;
}

function cardForm(locale: Locale, t: CheckoutText, c: SandboxCheckout, state: FormState): string {
  const messages = { cardNumber: t.unknownCard, expiry: t.badExpiry, cvc: t.badCvc };
  const errors = state.errors.length
    ? `<div class="alert" role="alert" id="form-errors"><p>${t.errorsHeading}</p><ul>${state.errors
        .map((e) => `<li><a href="#${e}">${messages[e]}</a></li>`)
        .join('')}</ul></div>`
    : '';
  return `<h1>${t.heading}</h1>${summary(t, c)}${errors}
<form method="post" action="${escape(checkoutPath(c.providerRef, locale))}" novalidate>
${field('cardNumber', t.cardNumber, 'required inputmode="numeric" autocomplete="cc-number" maxlength="23"', state)}
${field('expiry', t.expiry, 'required inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', state, t.expiryHint)}
${field('cvc', t.cvc, 'required inputmode="numeric" autocomplete="cc-csc" maxlength="4"', state)}
${field('name', t.name, 'autocomplete="cc-name" maxlength="100"', state)}
<button type="submit">${t.pay} <span dir="ltr">${escape(money(t, c))}</span></button>
</form>
<p><a href="${escape(returnPath(c))}">${t.cancel}</a></p>
${testCards(t)}`;
}

function threeDs(locale: Locale, t: CheckoutText, c: SandboxCheckout): string {
  return `<h1>${t.threeDsHeading}</h1>${summary(t, c)}
<p>${t.threeDsText} <span dir="ltr">${escape(c.cardLast4 ?? '')}</span>.</p>
<form method="post" action="${escape(checkoutPath(c.providerRef, locale, '/3ds'))}">
<button type="submit" name="decision" value="approve">${t.approve}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${t.refuse}</button>
</form>`;
}

export function checkoutPage(locale: Locale, c: SandboxCheckout, state: FormState = { errors: [] }): string {
  const t = CHECKOUT_TEXT[locale];
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  let body: string;
  if (c.status !== 'pending')
    body = `<h1>${t.heading}</h1>${summary(t, c)}<p role="status">${t.done[c.status]}</p><p><a href="${escape(returnPath(c))}">${t.back}</a></p>`;
  else if (c.step === '3ds') body = threeDs(locale, t, c);
  else body = cardForm(locale, t, c, state);
  return layout(locale, t, checkoutPath(c.providerRef, other), body);
}

export function notFoundPage(locale: Locale, ref: string): string {
  const t = CHECKOUT_TEXT[locale];
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return layout(
    locale,
    t,
    checkoutPath(ref, other),
    `<h1>${t.heading}</h1><p role="alert">${t.notFound}</p>`,
  );
}
