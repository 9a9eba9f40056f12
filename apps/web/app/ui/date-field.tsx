import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/dates.ts';
import { maskDay, parseDay } from '../lib/day-input.ts';

type Props = {
  /** The query or form name; what is sent is always YYYY-MM-DD (or nothing). */
  name: string;
  label: string;
  /** Uncontrolled: the day shown first, YYYY-MM-DD or ''. */
  defaultValue?: string;
  /** Controlled: the day (YYYY-MM-DD or ''); `onChange` hears a whole day typed, or '' when cleared. */
  value?: string;
  onChange?: (day: string) => void;
  id?: string;
  className?: string;
  labelClassName?: string;
};

/**
 * A day typed as DD/MM/YYYY in either language (docs/decisions/0038-dates-and-direction.md), in
 * place of <input type="date">, whose picker follows the browser's locale (mm/dd/yyyy in an
 * American Chromium) rather than the page's. Digits of any script are taken and the slashes put in
 * while typing. With JavaScript a hidden field sends the day as YYYY-MM-DD; without it this field
 * sends what was typed and the loaders read it with the same parser (lib/url-filters.ts).
 */
export function DateField({
  name,
  label,
  defaultValue = '',
  value,
  onChange,
  id,
  className,
  labelClassName,
}: Props) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDay(value ?? defaultValue));
  const [hydrated, setHydrated] = useState(false);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    // Typed before hydration: the words are in the DOM only; keep them.
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(maskDay(typed));
    setHydrated(true);
    // Once, at hydration: later text is React's own.
  }, []);
  // Controlled from outside (the filter panel's 'clear all'): follow a day that is not the one shown.
  const seen = useRef(value);
  useEffect(() => {
    if (value === undefined || value === seen.current) return;
    seen.current = value;
    if ((parseDay(text) ?? '') !== value) setText(formatDay(value));
  }, [value, text]);
  const day = parseDay(text);
  const isWrong = text.trim() !== '' && !day;
  // The browser refuses to submit a day that does not exist, and says why.
  useEffect(() => input.current?.setCustomValidity(isWrong ? t('dateField.invalid') : ''), [isWrong, t]);
  const shownWrong = isWrong && left;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName ?? 'label'}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        // Empty, the placeholder reads in the page's direction; digits read left to right.
        dir={text ? 'ltr' : undefined}
        name={hydrated ? undefined : name}
        value={text}
        placeholder={t('dateField.placeholder')}
        aria-describedby={`${inputId}-hint${shownWrong ? ` ${inputId}-error` : ''}`}
        aria-invalid={shownWrong || undefined}
        className="input rtl:text-right"
        onChange={(event) => {
          const next = maskDay(event.target.value);
          setText(next);
          const nextDay = parseDay(next);
          if (nextDay || next === '') {
            seen.current = nextDay ?? '';
            onChange?.(nextDay ?? '');
          }
        }}
        onBlur={() => setLeft(true)}
      />
      {hydrated && <input type="hidden" name={name} value={day ?? ''} />}
      <span id={`${inputId}-hint`} className="sr-only">
        {t('dateField.hint')}
      </span>
      {shownWrong && (
        <p id={`${inputId}-error`} className="field-error">
          {t('dateField.invalid')}
        </p>
      )}
    </div>
  );
}
