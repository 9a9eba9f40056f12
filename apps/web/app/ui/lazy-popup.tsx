import { Suspense, useState, type ReactNode } from 'react';
import { LightTrigger, type TriggerLook } from './light-trigger.tsx';

/**
 * The open state of a lazily loaded popup: `requested` from its first opening on, when its code is
 * wanted. `onChange` runs after each change (a menu loads its list when it opens).
 */
export function useLazyOpen(onChange?: (open: boolean) => void) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setRequested(true);
    onChange?.(next);
  };
  return { open, requested, onOpenChange, close: () => setOpen(false) };
}

/** What the radix half gets from its lazy popup: the trigger's look and the open state. */
export type PopupProps = { look: TriggerLook; open: boolean; onOpenChange: (open: boolean) => void };

type Props = {
  look: TriggerLook;
  /** What the radix trigger announces: DropdownMenu 'menu', Popover and Dialog 'dialog'. */
  popup?: 'menu' | 'dialog';
  state: ReturnType<typeof useLazyOpen>;
  onPreload: () => void;
  /** The radix half, rendered from the first opening on. */
  children: (popup: PopupProps) => ReactNode;
};

/**
 * A header menu (or the filter sheet) whose radix half downloads on the first hover, focus or
 * click, not with the page (docs/decisions/0008): the light trigger until it is asked for, and
 * while its code loads.
 */
export function LazyPopup({ look, popup = 'dialog', state, onPreload, children }: Props) {
  const light = (
    <LightTrigger popup={popup} {...look} onPreload={onPreload} onOpen={() => state.onOpenChange(true)} />
  );
  if (!state.requested) return light;
  const { open, onOpenChange } = state;
  return <Suspense fallback={light}>{children({ look, open, onOpenChange })}</Suspense>;
}
