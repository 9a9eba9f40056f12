import { z } from 'zod';

// The contracts' `z`, set up once before any schema is built (every schema module imports it from
// here, eslint.config.js). Browsers run the pages under a CSP without 'unsafe-eval': zod's probe for
// `new Function`, which its compiled object parsers need, is refused there, and Chrome reports the
// refusal as an issue (Lighthouse best practices, `inspector-issues`) though zod catches it. There
// it parses without compiling from the start; the server keeps its compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
