import { DateField } from './date-field.tsx';

const RANGE = ['dateFrom', 'dateTo'] as const;
export type RangeEnd = (typeof RANGE)[number];

/**
 * A list's day range in its GET filter form: `dateFrom` and `dateTo`, the names the API's list
 * queries take (the loaders read them with urlFilters, lib/url-filters.ts), each showing the day
 * the address holds. The payments lists, the audit log and the members list share it.
 */
export function DateRangeFields({
  filters,
  label,
}: {
  filters: Partial<Record<RangeEnd, string>>;
  label: (end: RangeEnd) => string;
}) {
  return RANGE.map((name) => (
    <DateField
      key={name}
      name={name}
      label={label(name)}
      defaultValue={filters[name]}
      className="flex flex-col gap-1"
    />
  ));
}
