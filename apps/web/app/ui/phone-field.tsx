import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES, PHONE_MAX, PHONE_MIN, cleanPhoneInput } from '@souqna/contracts';
import { useFieldMessage } from './field-message.ts';

type Props = {
  label: string;
  /** With `defaultValue`, so the server renders the code chosen (a form's register() sets it only once hydrated). */
  dialProps: ComponentProps<'select'> & { defaultValue: string };
  inputProps: ComponentProps<'input'>;
  error?: string;
};

/**
 * Dial code + local number. Only digits are kept (Arabic-Indic digits become ASCII) and a
 * leading 0 is dropped as the user types (docs/product/accounts-and-sign-in.md#phone-numbers-and-digits).
 */
export function PhoneField({ label, dialProps, inputProps, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const message = useFieldMessage(error, label, { min: PHONE_MIN, max: PHONE_MAX });
  const onChange: ComponentProps<'input'>['onChange'] = (event) => {
    event.target.value = cleanPhoneInput(event.target.value);
    inputProps.onChange?.(event);
  };
  return (
    <fieldset>
      <legend className="label">{label}</legend>
      {/* Phone numbers read left to right in both languages. */}
      <div className="flex gap-2" dir="ltr">
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('auth.dialCode')}
        </label>
        <select id={`${id}-code`} className="input w-40 shrink-0" {...dialProps}>
          {DIAL_CODES.map((code) => (
            <option key={code} value={code}>
              +{code} {code === '966' ? t('auth.countrySA') : t('auth.countryAE')}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-number`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-number`}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="5XXXXXXXX"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...inputProps}
          onChange={onChange}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
