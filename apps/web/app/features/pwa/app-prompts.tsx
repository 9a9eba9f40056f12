import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { InstallBar } from './install-bar.tsx';
import { RECENT_SLOT, RecentlyViewed } from './recently-viewed.tsx';
import { catchInstallOffer } from './install-event.ts';
import { applyUpdate, registerWorker } from './register.ts';
import { useWaitingDraft } from './use-waiting-draft.ts';

catchInstallOffer();

/**
 * Loaded after the page's load event (root.tsx): registers the service worker, fills the home
 * page's recently viewed slot and shows the quiet prompts at the bottom of the screen (docs/product/platform.md#installable-app): a new version,
 * an ad waiting to be sent, installing the app. None is a dialog; each is reachable by Tab.
 */
export default function AppPrompts() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const draftWaiting = useWaitingDraft();
  const location = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    void registerWorker(setWaiting).catch(() => undefined);
  }, []);
  useEffect(() => setSlot(document.getElementById(RECENT_SLOT)), [location]);
  return (
    <>
      {slot && createPortal(<RecentlyViewed />, slot)}
      <div
        id="app-prompts"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex flex-col items-center gap-2 px-3 md:bottom-4 md:items-end md:px-6"
      >
        {waiting && (
          <div role="status" className="prompt">
            <p className="flex-1">{t('pwa.updateReady')}</p>
            <button type="button" className="btn btn-primary min-h-9" onClick={() => applyUpdate(waiting)}>
              {t('pwa.reload')}
            </button>
          </div>
        )}
        {draftWaiting && (
          <div role="status" className="prompt">
            <p className="flex-1">{t('pwa.draftWaiting')}</p>
            <Link to={lp('/posts/new')} className="btn btn-primary min-h-9">
              {t('pwa.draftOpen')}
            </Link>
          </div>
        )}
        <InstallBar />
      </div>
    </>
  );
}
