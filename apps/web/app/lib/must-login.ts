import { createContext, useContext } from 'react';

/** Any component can ask the frame to show the sign-in-required dialog (spec §2.3). */
export const MustLoginContext = createContext<() => void>(() => {});

export function useMustLogin(): () => void {
  return useContext(MustLoginContext);
}
