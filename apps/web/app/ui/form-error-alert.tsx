import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';

export type FormError = { errorKey: string; field?: string } | undefined;

/** docs/product/errors-and-limits.md#how-the-web-app-shows-errors: the mapped message in a red alert at the top of the form, and the page scrolls up to it. */
export function FormErrorAlert({ error }: { error: FormError }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [error]);
  if (!error) return null;
  return (
    <Alert kind="danger">
      {t(error.errorKey, {
        field: error.field ? t(`fields.${error.field}`, { defaultValue: error.field }) : '',
      })}
    </Alert>
  );
}
