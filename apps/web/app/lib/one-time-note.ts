import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A note a redirect asked for with `?<name>` (e.g. after signing out everywhere): it shows once and
 * outlives the query, which is then cleaned from the address (replace) so a reload does not repeat it.
 */
export function useOneTimeNote(name: string): boolean {
  const [params, setParams] = useSearchParams();
  const present = params.has(name);
  const [shown] = useState(present);
  useEffect(() => {
    if (present)
      setParams(
        (p) => {
          p.delete(name);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [present, name, setParams]);
  return shown;
}
