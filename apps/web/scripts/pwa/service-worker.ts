// Bundles apps/web/sw/sw.ts into build/client/sw.js: one classic script (a module worker cannot
// importScripts), its first statement loading /sw-push.js, this build's version and shell written in.
import path from 'node:path';
import { build } from 'vite';

export type WorkerBuild = {
  version: string;
  shell: string[];
  assets: string[];
  text: Record<'ar' | 'en', Record<string, string>>;
};

export async function writeServiceWorker(root: string, worker: WorkerBuild) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(import.meta.dirname, '../..'),
    define: { __SW_BUILD__: JSON.stringify(worker) },
    build: {
      outDir: root,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: path.resolve(import.meta.dirname, '../../sw/sw.ts'),
        formats: ['iife'],
        name: 'souqnaWorker',
        fileName: () => 'sw.js',
      },
      rollupOptions: { output: { banner: "importScripts('/sw-push.js');" } },
    },
  });
}
