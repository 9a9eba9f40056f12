// npm start: build what is missing, then serve web, API and socket on one port (PORT, default 3000).
import { ensureWebBuild } from './ensure-build.ts';

ensureWebBuild();
// React and the server bundle run in production mode; APP_ENV (development by default) decides
// the product's own mode (docs/product/platform.md#deployment-modes).
process.env.NODE_ENV = 'production';
await import('../apps/api/src/server.ts');
