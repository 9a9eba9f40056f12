import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '@souqna/contracts';

/** docs/product/screens-and-routes.md#loading-bar-and-reloads: appears only after 200 ms of navigation and creeps towards the end over 5 s. */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), LOADING_BAR.throttleMs);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1" aria-hidden="true">
      <div
        className="h-full bg-primary"
        style={{ animation: `loading-bar ${LOADING_BAR.durationMs}ms ease-out forwards` }}
      />
    </div>
  );
}
