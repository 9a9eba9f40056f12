import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useMustLogin } from '../lib/must-login.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useViewer } from '../lib/use-viewer.ts';

/**
 * The favourite toggle of docs/product/social.md#favourites. Every heart of one post shares a fetcher key, so the card, the
 * detail page and the header menu flip together, at once (optimistic), before the server answers.
 */
export function useFavorite(postId: string, initial: boolean) {
  const fetcher = useFetcher<{ favorited: boolean }>({ key: `fav:${postId}` });
  const locale = useLocale();
  const pending = fetcher.formData?.get('favorite');
  const isFavorite = pending != null ? pending === 'true' : (fetcher.data?.favorited ?? initial);
  const toggle = () =>
    fetcher.submit(
      { postId, favorite: String(!isFavorite), locale },
      { method: 'post', action: paths.favorite, preventScrollReset: true },
    );
  return { isFavorite, toggle };
}

type Props = { postId: string; title: string; initial: boolean; className?: string };

export function FavoriteButton({ postId, title, initial, className = 'icon-btn bg-card/90' }: Props) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const { isFavorite, toggle } = useFavorite(postId, initial);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={viewer ? isFavorite : false}
      aria-label={t('favorite.toggle', { title })}
      onClick={(event) => {
        // A heart inside a link card must not follow the link.
        event.preventDefault();
        event.stopPropagation();
        // A guest only gets the sign-in dialog, nothing else happens.
        if (!viewer) return mustLogin();
        void toggle();
      }}
    >
      {/* The heart is the stylesheet's (.heart in app.css): every card has one. */}
      <span aria-hidden="true" className={viewer && isFavorite ? 'heart heart-on' : 'heart'} />
    </button>
  );
}
