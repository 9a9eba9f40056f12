import { useTranslation } from 'react-i18next';

export type Bounds = { min?: number; max?: number };

/** Validation errors carry a message key (contracts MESSAGES); this puts the field name and bounds in. */
export function useFieldMessage(
  message: string | undefined,
  field: string,
  bounds: Bounds = {},
): string | undefined {
  const { t } = useTranslation();
  if (!message) return undefined;
  const min = bounds.min ?? 0;
  const max = bounds.max ?? 0;
  // The length messages are plurals of the bound they name ("at least 8 characters").
  const count = message.endsWith('.maxLength') ? max : min;
  return t(message, { field, min, max, count });
}
