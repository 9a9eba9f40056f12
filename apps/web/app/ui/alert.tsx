import type { ReactNode } from 'react';

/** Form-level messages; role=alert so screen readers announce a failure at once. */
export function Alert({
  kind,
  children,
  id,
}: {
  kind: 'danger' | 'success';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={kind === 'danger' ? 'alert' : 'status'}
      className={kind === 'danger' ? 'alert-danger' : 'alert-success'}
    >
      {children}
    </div>
  );
}
