// npm run dev: the same server with Vite in middleware mode (hot reload) instead of the build.
process.env.NODE_ENV = 'development';
process.env.WEB_MODE = 'development';
await import('../apps/api/src/server.ts');
