import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LightTrigger, type TriggerLook } from '../../ui/light-trigger.tsx';
import type { DetailFilterProps } from './detail-section.tsx';

// Radix Dialog downloads on the first hover, focus or tap of the button, not with the page.
const Sheet = lazyPart(() => import('./filter-sheet-dialog.tsx'));

/** Small screens: the same panel in a sheet from the bottom (radix Dialog: focus trap, Escape). */
export function FilterSheet({ countries, details }: { countries: Country[]; details?: DetailFilterProps }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const look: TriggerLook = { className: 'btn btn-outline md:hidden', children: t('filter.title') };
  const light = (
    <LightTrigger
      popup="dialog"
      {...look}
      onPreload={Sheet.preload}
      onOpen={() => {
        setRequested(true);
        setOpen(true);
      }}
    />
  );
  if (!requested) return light;
  return (
    <Suspense fallback={light}>
      <Sheet.Component
        look={look}
        open={open}
        onOpenChange={setOpen}
        countries={countries}
        details={details}
      />
    </Suspense>
  );
}
