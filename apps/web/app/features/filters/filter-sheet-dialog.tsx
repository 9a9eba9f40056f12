import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import type { PopupProps } from '../../ui/lazy-popup.tsx';
import type { DetailFilterProps } from './detail-section.tsx';
import { FilterPanel } from './filter-panel.tsx';

type Props = PopupProps & {
  countries: Country[];
  details?: DetailFilterProps;
};

/** The radix half of the filter sheet; the sheet keeps the open state. */
export default function FilterSheetDialog({ look, open, onOpenChange, countries, details }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger {...look} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="card fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-b-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('filter.title')}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost">{t('common.close')}</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('filter.description')}</Dialog.Description>
          <FilterPanel countries={countries} details={details} onApplied={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
