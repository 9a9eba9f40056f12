import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './i18n/catalog.ts';

// The first render reads the page's messages synchronously, so they are fetched (preloaded by the
// root layout, one language only) before hydrating. A failed download still hydrates: the root
// layout asks for the messages again.
await loadMessages(document.documentElement.lang === 'en' ? 'en' : 'ar').catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
