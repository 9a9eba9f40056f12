import { useId, type ComponentProps } from 'react';
import { useFieldMessage } from './field-message.ts';

type Props = ComponentProps<'select'> & { label: string; error?: string };

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({ label, error, id, className, children, ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const message = useFieldMessage(error, label);
  return (
    <div className={className}>
      <label htmlFor={selectId} className="label">
        {label}
      </label>
      <select
        id={selectId}
        className="input"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${selectId}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {message && (
        <p id={`${selectId}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
