// The nonce of this answer's inline scripts (docs/decisions/0050-csp-nonce-and-retried-sends.md):
// the hosting server (apps/api/src/plugins/web.ts) makes one per answer and names it in the page's
// Content-Security-Policy; the server entry hands it to React, React Router and root.tsx's script.
import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';

/** Set by the server for each render; empty: no nonce (the policy then allows no inline script). */
export const cspNonceContext = createContext<string>('');

/** The nonce for the page's own inline scripts; undefined in the browser, which never needs it. */
export const ScriptNonce = createReactContext<string | undefined>(undefined);
