import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Country } from '@souqna/contracts';
import { rangeText } from '../../lib/detail-numbers.ts';
import { formatDay } from '../../lib/dates.ts';
import { formatAmount } from '../../lib/price.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';
import type { DetailFilterProps } from './detail-section.tsx';
import { filterChips, type Chip } from './filter-chips.ts';

/** How a chip reads ("Price: 1,000 – 5,000 SAR"): the chip's own text and a saved search's default name. */
export function useChipText() {
  const { t } = useTranslation();
  const range = (chip: Chip, show: (v: string) => string) => {
    const [min, max] = [chip.min ? show(chip.min) : '', chip.max ? show(chip.max) : ''];
    if (min && max) return t('filter.between', { min, max });
    return min ? t('filter.atLeast', { min }) : t('filter.atMost', { max });
  };
  return (chip: Chip) => {
    if (chip.kind === 'place' || chip.kind === 'car') return chip.label!;
    if (chip.kind === 'detail') {
      const name = t(`details.${chip.detail!}`);
      return `${name}: ${chip.label ?? range(chip, (v) => rangeText(chip.detail!, Number(v), t))}`;
    }
    if (chip.kind === 'date') return `${t('filter.date')}: ${range(chip, formatDay)}`;
    const currency = chip.label === 'SAR' || chip.label === 'AED' ? ` ${t(`currency.${chip.label}`)}` : '';
    return `${t('filter.price')}: ${range(chip, (v) => formatAmount(Number(v)))}${currency}`;
  };
}

/** The active filters of the address as chips, each with the text it reads. */
export function useChips(countries: Country[], details?: DetailFilterProps) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const text = useChipText();
  return filterChips(pathname, search, countries, locale, details?.name, details?.makes).map((chip) => ({
    ...chip,
    text: text(chip),
  }));
}

/**
 * Each active filter of the address as a chip that links to the same listing without it: plain
 * links, so removing one works without JavaScript too.
 */
export function FilterChips({ countries, details }: { countries: Country[]; details?: DetailFilterProps }) {
  const { t } = useTranslation();
  const chips = useChips(countries, details);
  if (!chips.length) return null;
  return (
    <ul aria-label={t('filter.active')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            preventScrollReset
            aria-label={t('filter.remove', { name: chip.text })}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-card ps-3 pe-2 text-sm hover:border-primary"
          >
            <bdi>{chip.text}</bdi>
            <Icon name="close" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
