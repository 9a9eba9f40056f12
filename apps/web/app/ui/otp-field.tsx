import { useId, type ComponentProps } from 'react';
import { OTP_LENGTH, toAsciiDigits } from '@souqna/contracts';
import { useFieldMessage } from './field-message.ts';

type Props = ComponentProps<'input'> & { label: string; error?: string };

/** One input for the whole code: SMS autofill (one-time-code) and paste both just work. */
export function OtpField({ label, error, onChange, ...input }: Props) {
  const id = useId();
  const message = useFieldMessage(error, label);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className="input text-center text-2xl tracking-[0.5em]"
        dir="ltr"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
        onChange={(event) => {
          event.target.value = toAsciiDigits(event.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH);
          onChange?.(event);
        }}
      />
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
