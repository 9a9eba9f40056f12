import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB } from '@souqna/contracts/limits';

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
  // validations.imageSize names the photo bound in MB (the spec's 6000 KB reads as 6 MB).
  return t(message, { field, min, max, count, mb: IMAGE_MAX_MB });
}
