import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** docs/product/screens-and-routes.md#error-pages, in both languages. Inside a frame it is a section, alone it is the main. */
export function ErrorPage({
  status,
  error,
  inFrame = false,
}: {
  status: number;
  error?: unknown;
  inFrame?: boolean;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const isNotFound = status === 404;
  const Tag = inFrame ? 'section' : 'main';
  // A page chunk missing after a deploy: reload to the new build (at most once a minute).
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return (
    <Tag className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{isNotFound ? t('errors.page.notFoundTitle') : t('errors.page.errorTitle')}</title>
      <p className="text-6xl font-bold text-primary" dir="ltr">
        {status}
      </p>
      <h1 className="text-2xl font-bold">
        {isNotFound ? t('errors.page.notFound') : t('errors.page.somethingWrong')}
      </h1>
      <p className="muted">{isNotFound ? t('errors.page.notFoundBody') : t('errors.page.errorBody')}</p>
      <div className="flex gap-3">
        <Link to={lp('/')} className="btn btn-primary">
          {t('errors.page.home')}
        </Link>
        <Link to={lp('/help')} className="btn btn-outline">
          {t('errors.page.help')}
        </Link>
      </div>
    </Tag>
  );
}
