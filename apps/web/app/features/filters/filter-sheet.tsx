import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { FilterPanel } from './filter-panel.tsx';

/** Small screens: the same panel in a sheet from the bottom (radix Dialog: focus trap, Escape). */
export function FilterSheet({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn btn-outline md:hidden">{t('filter.title')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="card fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-b-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('filter.title')}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost">{t('common.close')}</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('filter.description')}</Dialog.Description>
          <FilterPanel countries={countries} onApplied={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
