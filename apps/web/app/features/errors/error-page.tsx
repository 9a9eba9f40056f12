import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The heading and body of each status the pages answer with; anything else reads as 500's. */
const WORDS: Record<number, { title: string; body: string }> = {
  400: { title: 'errors.page.badRequest', body: 'errors.page.badRequestBody' },
  404: { title: 'errors.page.notFound', body: 'errors.page.notFoundBody' },
  503: { title: 'errors.page.unavailable', body: 'errors.page.unavailableBody' },
  500: { title: 'errors.page.somethingWrong', body: 'errors.page.errorBody' },
};

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
  const location = useLocation();
  const here = location.pathname + location.search;
  const isNotFound = status === 404;
  const words = WORDS[status] ?? WORDS[500]!;
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
      <h1 className="text-2xl font-bold">{t(words.title)}</h1>
      <p className="muted">{t(words.body)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {status === 503 && (
          // A plain link to this very address: works before (or without) JavaScript.
          <a href={here} className="btn btn-primary">
            {t('errors.page.tryAgain')}
          </a>
        )}
        <Link to={lp('/')} className={status === 503 ? 'btn btn-outline' : 'btn btn-primary'}>
          {t('errors.page.home')}
        </Link>
        <Link to={lp('/help')} className="btn btn-outline">
          {t('errors.page.help')}
        </Link>
      </div>
    </Tag>
  );
}
