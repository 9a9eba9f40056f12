import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

// Radix Tooltip downloads when a banned user first points at or focuses the button.
const Tooltip = lazyPart(() => import('./banned-tooltip.tsx'));

/** A banned user sees the button greyed out with the reason in a tooltip (docs/product/screens-and-routes.md#header). */
export function AddPostButton({ banned }: { banned: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  // How the tooltip was asked for: it opens at once if the pointer or focus is still there.
  const [asked, setAsked] = useState<'hover' | 'focus' | null>(null);
  const [requested, setRequested] = useState(false);
  const label = (
    <>
      <Icon name="plus" /> {t('header.addPost')}
    </>
  );
  if (!banned) {
    return (
      <Link to={lp('/posts/new')} className="btn btn-primary">
        {label}
      </Link>
    );
  }
  const ask = (how: 'hover' | 'focus') => {
    Tooltip.preload();
    setAsked(how);
    setRequested(true);
  };
  const light = (
    <button
      type="button"
      className="btn btn-primary"
      aria-disabled="true"
      aria-describedby="banned-tip"
      data-state="closed"
      onClick={(e) => e.preventDefault()}
      onPointerEnter={() => ask('hover')}
      onPointerLeave={() => setAsked(null)}
      onFocus={() => ask('focus')}
      onBlur={() => setAsked(null)}
    >
      {label}
    </button>
  );
  if (!requested) return light;
  return (
    <Suspense fallback={light}>
      <Tooltip.Component label={label} open={asked !== null} focus={asked === 'focus'} />
    </Suspense>
  );
}
