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
  return t(message, { field, min: bounds.min ?? 0, max: bounds.max ?? 0 });
}
