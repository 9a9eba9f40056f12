import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BrowserCallError } from '../../lib/api-browser.ts';
import { currentState, turnOff, turnOn, type DevicePushState } from './device-push.ts';

/**
 * "Notifications on this device" (docs/product/conversations-and-notifications.md#push): the
 * browser's state, and the button that turns push on or off here. Loaded with the settings page
 * only, never with the home page's JavaScript.
 */
export function DevicePushCard({ publicKey }: { publicKey: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DevicePushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentState(publicKey)
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [publicKey]);

  const run = async (action: () => Promise<DevicePushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (e) {
      setError(e instanceof BrowserCallError ? e.errorKey : 'errors.default');
    } finally {
      setBusy(false);
    }
  };
  const canTurnOn = publicKey && (state === 'off' || state === 'failed');

  return (
    <section className="card flex flex-col gap-3" aria-labelledby="device-push-title" data-push-state={state}>
      <h2 id="device-push-title" className="text-lg font-bold">
        {t('settings.push.title')}
      </h2>
      <p className="muted text-sm">{t('settings.push.intro')}</p>
      {state === 'on' && <Alert kind="success">{t('settings.push.on')}</Alert>}
      {state !== 'on' && state !== 'checking' && (
        <p
          role={state === 'failed' ? 'alert' : 'status'}
          className={state === 'failed' ? 'alert-danger' : ''}
        >
          {t(`settings.push.${state}`)}
        </p>
      )}
      {error && <Alert kind="danger">{t(error)}</Alert>}
      {canTurnOn && (
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={busy}
          onClick={() => run(() => turnOn(publicKey))}
        >
          {busy && <Spinner />}
          {t(state === 'failed' ? 'settings.push.retry' : 'settings.push.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="btn btn-outline self-start"
          disabled={busy}
          onClick={() => run(turnOff)}
        >
          {busy && <Spinner />}
          {t('settings.push.turnOff')}
        </button>
      )}
    </section>
  );
}
