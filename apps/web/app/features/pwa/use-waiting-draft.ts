import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadDraft } from '../../lib/ad-draft-store.ts';

/** A new ad the member asked to publish offline, once the connection is back and they are on another page. */
export function useWaitingDraft(): boolean {
  const { pathname } = useLocation();
  const onForm = /^(\/en)?\/posts\/new$/.test(pathname);
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    const check = () => {
      if (navigator.onLine) void loadDraft().then((draft) => setQueued(draft?.queued === true));
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [pathname]);
  return queued && !onForm;
}
