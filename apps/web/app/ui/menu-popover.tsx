import type { ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { PopupProps } from './lazy-popup.tsx';
import { Spinner } from './spinner.tsx';

type Props = PopupProps & {
  label: string;
  width: number;
  maxHeight: number | string;
  children: ReactNode;
};

/** The radix half of a header menu (ui/lazy-popup.tsx): a card under its trigger, at the end side. */
export function MenuPopover({ look, open, onOpenChange, label, width, maxHeight, children }: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger {...look} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          style={{ width: `min(96vw, ${width}px)`, maxHeight }}
          className="card z-50 flex flex-col overflow-hidden p-0 shadow-lg"
          aria-label={label}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type ListProps = {
  /** Undefined while the list loads. */
  items: readonly unknown[] | undefined;
  empty: string;
  /** Said instead of the list when it could not be loaded. */
  error?: string;
  children: ReactNode;
};

/** A menu's list: a spinner while it loads, the error or a line when it is empty, else the items. */
export function MenuList({ items, empty, error, children }: ListProps) {
  const { t } = useTranslation();
  if (error)
    return (
      <p className="p-6 text-center text-danger-fg" role="alert">
        {error}
      </p>
    );
  if (!items)
    return (
      <p className="flex justify-center p-6" role="status" aria-label={t('listing.loading')}>
        <Spinner className="size-6" />
      </p>
    );
  if (items.length === 0) return <p className="muted p-6 text-center">{empty}</p>;
  return <ul>{children}</ul>;
}
