import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Props = { busy: boolean; className?: string; children: ReactNode };

/** The primary submit of a form: disabled with a spinner while its submission is in flight. */
export function SubmitButton({ busy, className, children }: Props) {
  return (
    <button
      type="submit"
      className={className ? `btn btn-primary ${className}` : 'btn btn-primary'}
      disabled={busy}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
