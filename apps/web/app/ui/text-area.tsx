import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage, type Bounds } from './field-message.ts';

type Props = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  bounds: Bounds & { max: number };
  length: number;
};

/** A labelled textarea with a live character counter (description: up to 500). */
export function TextArea({ label, error, bounds, length, id, ...area }: Props) {
  const { t } = useTranslation();
  const autoId = useId();
  const areaId = id ?? autoId;
  const message = useFieldMessage(error, label, bounds);
  return (
    <div>
      <label htmlFor={areaId} className="label">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={4}
        dir="auto"
        maxLength={bounds.max}
        className="input"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${areaId}-count${message ? ` ${areaId}-error` : ''}`}
        {...area}
      />
      <div className="flex justify-between gap-2 text-sm">
        {message ? (
          <p id={`${areaId}-error`} className="field-error">
            {message}
          </p>
        ) : (
          <span />
        )}
        <span id={`${areaId}-count`} className="muted" dir="ltr">
          {t('common.counter', { count: length, max: bounds.max })}
        </span>
      </div>
    </div>
  );
}
