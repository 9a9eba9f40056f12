import { Suspense, useState, type ComponentProps } from 'react';
import type { AppDialog as AppDialogType, DialogClose as DialogCloseType } from './dialog.tsx';
import { lazyPart } from './lazy-part.ts';

type DialogProps = ComponentProps<typeof AppDialogType>;
type CloseProps = ComponentProps<typeof DialogCloseType>;

const Dialog = lazyPart<DialogProps>(() => import('./dialog.tsx').then((m) => ({ default: m.AppDialog })));
const Close = lazyPart<CloseProps>(() => import('./dialog.tsx').then((m) => ({ default: m.DialogClose })));

/** Starts downloading the dialog code (e.g. when the menu that opens a dialog opens). */
export function preloadDialog() {
  Dialog.preload();
  Close.preload();
}

/**
 * AppDialog whose radix code loads the first time it opens: a closed radix dialog renders nothing,
 * so until then this renders nothing either. Focus returns where it was, as with AppDialog.
 */
export function LazyAppDialog(props: DialogProps) {
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Dialog.Component {...props} />
    </Suspense>
  );
}

/** DialogClose for the children of LazyAppDialog (only ever rendered inside the loaded dialog). */
export function LazyDialogClose(props: CloseProps) {
  return <Close.Component {...props} />;
}
