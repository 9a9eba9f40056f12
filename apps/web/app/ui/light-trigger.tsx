import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** What a lazily loaded popup needs to render the same trigger radix-side. */
export type TriggerLook = {
  className: string;
  'aria-label'?: string;
  /** The visible tooltip of an icon button (app.css `[data-tip]`). */
  'data-tip'?: string;
  children: ReactNode;
};

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> &
  TriggerLook & {
    /** What the radix trigger announces: DropdownMenu 'menu', Popover and Dialog 'dialog'. */
    popup: 'menu' | 'dialog';
    onPreload: () => void;
    onOpen: () => void;
  };

/**
 * The markup of a closed radix trigger without radix. Pointer or focus preloads the popup's code;
 * a click (Enter and Space included) or, for menus, ArrowDown asks for it to open, so the first
 * activation is never lost while the code downloads.
 */
export function LightTrigger({ popup, onPreload, onOpen, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (popup !== 'menu' || event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen();
      }}
    />
  );
}
