import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vendor groups keep libraries that change rarely in their own long-cached files, and keep the
 * heavy, protected-only pieces (icons, date helpers) out of what the login page downloads.
 */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/, priority: 20 },
  { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|axios|notistack|goober)[\\/]/, priority: 20 },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
  { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  { name: 'storage', test: /[\\/]node_modules[\\/](react-secure-storage|crypto-js|murmurhash-js)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((group) => ({
            ...group,
            // Shared app modules must not be dragged into a vendor file.
            includeDependenciesRecursively: false,
          })),
        },
      },
    },
  },
});
