import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFieldMessage, type Bounds } from './field-message.ts';

type Props = ComponentProps<'input'> & {
  label: string;
  error?: string;
  bounds?: Bounds;
  hint?: ReactNode;
  end?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, bounds, hint, end, id, className, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = useFieldMessage(error, label, bounds);
  const describedBy =
    [message && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      {/* The end slot follows the input's own direction (a LTR password keeps its eye on the right). */}
      <div className="relative" dir={input.dir === 'ltr' ? 'ltr' : undefined}>
        <input
          id={inputId}
          className={`input ${end ? 'pe-12' : ''}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
      {hint && (
        <div id={`${inputId}-hint`} className="muted mt-1 text-sm">
          {hint}
        </div>
      )}
      {message && (
        <p id={`${inputId}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
