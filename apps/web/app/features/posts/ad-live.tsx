import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { whatsappShareUrl } from './share-links.ts';

/**
 * "Your ad is live": what a seller sees above their ad right after publishing (the ad page with
 * `?published`, a one-time note). The link to copy, WhatsApp, the device's own share sheet where it
 * has one, and the way on: the ad itself (closes this) or another ad. Without JavaScript the link is
 * there to copy by hand and the buttons that need a script are left out.
 */
export function AdLive({ post, onView }: { post: PostDetail; onView: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const id = useId();
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? '';
  const url = `${origin}${lp(`/posts/${post._id}`)}`;
  const [script, setScript] = useState<{ share: boolean } | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScript({ share: typeof navigator.share === 'function' }), []);
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card flex flex-col items-center gap-4 border-success-fg p-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-success-bg text-success-fg">
        <Icon name="check" className="size-8" />
      </span>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t('adLive.title')}
      </h2>
      <p className="muted">{t('adLive.body')}</p>
      <div className="flex w-full max-w-xl flex-col gap-1 text-start">
        <label htmlFor={`${id}-url`} className="label">
          {t('adLive.link')}
        </label>
        <input
          id={`${id}-url`}
          readOnly
          value={url}
          dir="ltr"
          className="input"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {script && (
          <button type="button" className="btn btn-outline" onClick={() => void copy()}>
            <Icon name="link" className="size-4" />
            {t('adLive.copy')}
          </button>
        )}
        <a
          href={whatsappShareUrl(post.title, url)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline"
        >
          <Icon name="chat" className="size-4" />
          {t('adLive.whatsapp')}
        </a>
        {script?.share && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void navigator.share({ title: post.title, url }).catch(() => undefined)}
          >
            {t('adLive.share')}
          </button>
        )}
      </div>
      <p role="status" className={copied ? 'text-sm text-success-fg' : 'sr-only'}>
        {copied ? t('adLive.copied') : ''}
      </p>
      <div className="flex flex-wrap justify-center gap-2 border-t border-line pt-4">
        <Link
          to={lp(`/posts/${post._id}`)}
          className="btn btn-primary"
          onClick={(e) => {
            // The ad is right below: this note closes (without JS the link reloads the ad alone).
            e.preventDefault();
            onView();
          }}
        >
          {t('adLive.view')}
        </Link>
        <Link to={lp('/posts/new')} className="btn btn-outline">
          {t('adLive.another')}
        </Link>
      </div>
    </section>
  );
}
