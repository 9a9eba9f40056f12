import { useTranslation } from 'react-i18next';

/** Keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="btn btn-primary sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
    >
      {t('common.skipToContent')}
    </a>
  );
}
