// The details' filters in the address (docs/decisions/0039-details-by-category.md): a range is one
// key 'min-max' ('2015-', '-100000'), a choice one key 'a,b'. Without JS the panel submits a range
// as two fields (yearMin, yearMax) and a choice as repeated keys: folded here into that form. Pure.
import { ATTRIBUTE_KEYS, ATTRIBUTES, RANGE_KEYS, type AttributeKey } from '@souqna/contracts/attributes';
import { toAsciiDigits } from '@souqna/contracts/digits';

export type Details = Partial<Record<AttributeKey, string>>;

/** Every key the details own in an address, the no-JS ends included. */
export const DETAIL_QUERY_KEYS: string[] = [
  ...ATTRIBUTE_KEYS,
  ...RANGE_KEYS.flatMap((k) => [`${k}Min`, `${k}Max`]),
];

const digits = (v: string | null) => toAsciiDigits(v ?? '').replace(/[^\d]/g, '');

export function rangeEnds(value: string | undefined): [string, string] {
  const m = /^(\d*)-(\d*)$/.exec(value ?? '');
  return m ? [m[1]!, m[2]!] : ['', ''];
}
/** Two typed ends as one value; '' when both are empty; reversed ends swapped (not while typing). */
export function joinRange(min: string, max: string, swap = true): string {
  let [a, b] = [digits(min), digits(max)];
  if (swap && a && b && Number(a) > Number(b)) [a, b] = [b, a];
  return a || b ? `${a}-${b}` : '';
}
export const choiceValues = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
export function toggleChoice(value: string | undefined, option: string, on: boolean): string {
  const rest = choiceValues(value).filter((v) => v !== option);
  return (on ? [...rest, option] : rest).join(',');
}

export function detailsFromQuery(params: URLSearchParams): Details {
  const out: Details = {};
  for (const k of ATTRIBUTE_KEYS) {
    const v = params.get(k);
    if (v) out[k] = v;
  }
  return out;
}

/** The address the panel with JS would write: no-JS ends and repeated choices folded into one key. */
export function foldDetails(params: URLSearchParams) {
  for (const k of ATTRIBUTE_KEYS) {
    if (ATTRIBUTES[k].kind === 'range') {
      const [min, max] = [`${k}Min`, `${k}Max`];
      if (!params.has(min) && !params.has(max)) continue;
      const joined = joinRange(params.get(min) ?? '', params.get(max) ?? '');
      params.delete(min);
      params.delete(max);
      if (joined) params.set(k, joined);
      else params.delete(k);
    } else if (params.getAll(k).length > 1) {
      const all = [...new Set(params.getAll(k).flatMap((v) => choiceValues(v)))];
      params.set(k, all.join(','));
    }
  }
}
