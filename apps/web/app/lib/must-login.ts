import { createContext, useContext } from 'react';

/** Any component can ask the frame to show the sign-in-required dialog (docs/product/screens-and-routes.md#dialogs). */
export const MustLoginContext = createContext<() => void>(() => {});

export function useMustLogin(): () => void {
  return useContext(MustLoginContext);
}
