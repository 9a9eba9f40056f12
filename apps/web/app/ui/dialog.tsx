import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';

type Props = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** A persistent dialog ignores Escape and outside clicks ('account created', docs/product/screens-and-routes.md#dialogs). */
  persistent?: boolean;
  /** Width in CSS pixels (never wider than 92 % of the screen); 30rem when not given. */
  width?: number;
};

/** Radix Dialog with our styling: focus trap, title and description wired for screen readers. */
export function AppDialog({ open, onOpenChange, title, description, children, persistent, width }: Props) {
  const block = (event: Event) => persistent && event.preventDefault();
  // These dialogs open from code (no radix Trigger), so radix would drop focus on <body> when
  // they close: give it back to whatever had it before they opened (WCAG 2.4.3).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={persistent ? undefined : onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          style={width ? { width: `min(92vw, ${width}px)` } : undefined}
          className="card fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(92vw,30rem)] overflow-y-auto shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="muted mt-2">{description}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;
