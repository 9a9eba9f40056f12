import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { hmr: { port: 24678 } },
  build: {
    rollupOptions: {
      // The contracts are pure declarations: a page that takes one constant from the barrel must
      // not download every zod schema with it (the home page's JavaScript budget, 90 KB gzipped).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) },
    },
  },
});
