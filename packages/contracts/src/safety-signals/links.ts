// Links in a text, and what kind of site each points to (payment, courier), by the words in its
// host and path. Only links count: "I pay by PayPal" or "Aramex delivers" is no signal.

/** A host with a dot and a letter-only top-level part, an optional scheme, and the path up to a space. */
export const LINK = /(?<![a-z0-9@.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s]*)?/g;

/** Host labels (split at dots and dashes) of payment sites: any label holding `pay`, or one of these. */
const PAYMENT_WORD = /pay|checkout|payment|billing/;
const PAYMENT_NAMES = new Set(['stripe', 'wise', 'revolut', 'payoneer', 'tabby', 'tamara', 'moyasar', 'tap']);
const PAYMENT_PATH = /\/(?:pay|payment|payments|checkout|invoice|billing)(?:[/?#]|$)/;

/** Couriers of the two markets and the words of delivery sites ("aramex-sa-track.com"). */
const COURIER_WORD =
  /aramex|smsa|dhl|fedex|naqel|zajil|jtexpress|imile|ajex|shipa|courier|tracking|shipping|shipment|delivery|parcel/;
const COURIER_NAMES = new Set(['ups', 'spl', 'splonline', 'emiratespost', 'saudipost', 'track', 'jt']);
const COURIER_PATH = /\/(?:track|tracking|shipment|shipping|parcel)(?:[/?#]|$)/;

function parts(link: string) {
  const bare = link.replace(/^https?:\/\//, '');
  const slash = bare.indexOf('/');
  const host = slash < 0 ? bare : bare.slice(0, slash);
  return { labels: host.split(/[.-]/), path: slash < 0 ? '' : bare.slice(slash) };
}

export function isPaymentLink(link: string): boolean {
  const { labels, path } = parts(link);
  return labels.some((l) => PAYMENT_WORD.test(l) || PAYMENT_NAMES.has(l)) || PAYMENT_PATH.test(path);
}

export function isCourierLink(link: string): boolean {
  const { labels, path } = parts(link);
  return labels.some((l) => COURIER_WORD.test(l) || COURIER_NAMES.has(l)) || COURIER_PATH.test(path);
}
