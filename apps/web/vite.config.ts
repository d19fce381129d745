import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Libraries every page needs get their own long-cached files, apart from app code that changes
 * with each release. UI kit and form libraries are deliberately not grouped (but for the input
 * parts below): left to automatic splitting, each lazy page pulls only the components it renders,
 * which keeps the sign-in page (budget: 200 KB gzip, see scripts/bundle-size.mjs) free of menus,
 * dialogs and schemas. TanStack Query, axios and notistack have no group either: the sign-in page
 * uses one mutation and makes no call and shows no toast before the form is sent, and a group
 * would bring every query hook, the HTTP client and the toasts into its first download.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  {
    // The sign-in form's own input parts, the small parts every page uses (links, icon buttons,
    // stacks, icons) and MUI's helpers. Each is shared by a different set of pages; left alone
    // they split into many small files, which together cost every page more than this one file
    // does: more bytes, and a request each on a slow connection.
    name: 'mui-input',
    test: /[\\/]node_modules[\\/]@mui[\\/](material[\\/](FormControl|FormHelperText|FormLabel|InputBase|InputLabel|OutlinedInput|InputAdornment|IconButton|Link|Stack|SvgIcon|useMediaQuery|utils)|system[\\/](Stack|useMediaQuery|useThemeProps))[\\/]/,
  },
  {
    // The texts every signed-in page reads, in one file per language instead of one per part.
    name: 'texts-tr',
    test: /[\\/]locales[\\/]tr[\\/](dashboard|language|layout|notification|profile|tasks)\.json$/,
  },
  {
    name: 'texts-en',
    test: /[\\/]locales[\\/]en[\\/](dashboard|language|layout|notification|profile|tasks)\.json$/,
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
