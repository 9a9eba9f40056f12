import type { ReactNode } from 'react';

/** One titled group of the filter panel (price, date, address). */
export function FilterSection({
  legend,
  children,
  onFocus,
}: {
  legend: string;
  children: ReactNode;
  onFocus?: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3" onFocus={onFocus}>
      <legend className="mb-2 font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

type ShowAllProps = {
  label: string;
  /** Read back on hydration (shown-filter.ts); no name, so a no-JS submit does not carry it. */
  field: 'allPrice' | 'allDate';
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * The 'show all' box that turns a section's own filter off (docs/product/listings-and-search.md#filter-panel). Only the panel's script can
 * act on it, so without JS it is not shown: there, empty fields are what means 'all'.
 */
export function ShowAllCheckbox({ label, field, checked, onChange }: ShowAllProps) {
  return (
    <label className="flex min-h-6 items-center gap-2 noscript:hidden">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        data-filter={field}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
