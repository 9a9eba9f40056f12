import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstInteraction } from './first-interaction.ts';
import { forgetInstallOffer, installOffer, onInstallOffer } from './install-event.ts';
import { countVisit, dismissInstall, mayOfferInstall } from './install-memory.ts';

/**
 * "Install the app": a slim bar from the second visit on, when the browser offers it, until
 * dismissed; only once the person has tapped, typed or scrolled on the page (first-interaction.ts).
 */
export function InstallBar() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(onInstallOffer, installOffer, () => null);
  const [allowed, setAllowed] = useState(false);
  const [engaged, setEngaged] = useState(false);
  useEffect(
    () =>
      setAllowed(
        mayOfferInstall(
          window.localStorage,
          countVisit(window.localStorage, window.sessionStorage),
          Date.now(),
        ),
      ),
    [],
  );
  useEffect(() => afterFirstInteraction(window, () => setEngaged(true)), []);
  if (!offer || !allowed || !engaged) return null;
  const close = () => {
    dismissInstall(window.localStorage, Date.now());
    setAllowed(false);
  };
  return (
    <section aria-label={t('pwa.install')} className="prompt">
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
      <p className="min-w-0 flex-1 basis-48 text-sm">{t('pwa.installHint')}</p>
      <button
        type="button"
        className="btn btn-primary min-h-9"
        onClick={async () => {
          await offer.prompt().catch(() => undefined);
          forgetInstallOffer();
        }}
      >
        {t('pwa.install')}
      </button>
      <button type="button" className="btn btn-ghost min-h-9" onClick={close}>
        {t('pwa.notNow')}
      </button>
    </section>
  );
}
