// A range detail's number as read ("85,000 km", "1 TB"): all a card needs, without the choices'
// names (lib/details.ts has those), so the home page's script stays small (docs/decisions/0034).
import type { TFunction } from 'i18next';
import { ATTRIBUTES, type AttributeKey } from '@souqna/contracts/attributes';

/** What a buyer scans a card for, by kind of ad: a car's year and mileage, a home's area and rooms. */
export const ON_CARD: AttributeKey[] = ['year', 'mileage', 'area', 'rooms', 'storage'];

const grouped = (n: number) => n.toLocaleString('en-US');

/** A number of a range detail with its unit; Western digits with en-US grouping, as prices. */
export function rangeText(key: AttributeKey, n: number, t: TFunction): string {
  const unit = 'unit' in ATTRIBUTES[key] ? ATTRIBUTES[key].unit : undefined;
  if (unit === 'gb' && n >= 1024 && n % 1024 === 0) return t('details.tb', { value: n / 1024 });
  if (unit) return t(`details.${unit}`, { value: grouped(n) });
  if (key === 'rooms' && n === 0) return t('details.studio');
  return key === 'year' ? String(n) : grouped(n);
}
