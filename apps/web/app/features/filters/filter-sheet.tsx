import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import type { DetailFilterProps } from './detail-section.tsx';

// Radix Dialog downloads on the first hover, focus or tap of the button, not with the page.
const Sheet = lazyPart(() => import('./filter-sheet-dialog.tsx'));

/** Small screens: the same panel in a sheet from the bottom (radix Dialog: focus trap, Escape). */
export function FilterSheet({ countries, details }: { countries: Country[]; details?: DetailFilterProps }) {
  const { t } = useTranslation();
  const sheet = useLazyOpen();
  const look: TriggerLook = { className: 'btn btn-outline md:hidden', children: t('filter.title') };
  return (
    <LazyPopup look={look} state={sheet} onPreload={Sheet.preload}>
      {(popup) => <Sheet.Component {...popup} countries={countries} details={details} />}
    </LazyPopup>
  );
}
