import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Libraries every page needs get their own long-cached files, apart from app code that changes
 * with each release. UI kit and form libraries are deliberately not grouped (but for the input
 * parts below): left to automatic splitting, each lazy page pulls only the components it renders,
 * which keeps the sign-in page (budget: 250 KB gzip, see scripts/bundle-size.mjs) free of menus,
 * dialogs and schemas.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|axios|notistack|goober)[\\/]/ },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  {
    // The sign-in form's own input parts and MUI's helpers. Every form page shares them, each
    // with a different set of pages; left alone they split into many small files, which together
    // cost the sign-in page more than this one file does.
    name: 'mui-input',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormHelperText|FormLabel|InputBase|InputLabel|OutlinedInput|InputAdornment|utils)[\\/]/,
  },
  {
    name: 'storage',
    test: /[\\/]node_modules[\\/](react-secure-storage|crypto-js|murmurhash-js)[\\/]/,
  },
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
          groups: VENDOR_GROUPS,
        },
      },
    },
  },
});
