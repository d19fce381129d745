import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { signedInPreload } from './build-plugins/signed-in-preload.ts';
import { SECURE_STORAGE_DISABLED_KEYS } from './src/lib/secure-storage-env.ts';

/** Paths are matched with either separator; `/` below stands for `[\\/]`. */
const path = (source: string) => source.replaceAll('/', String.raw`[\\/]`);

const SIGNED_IN = new RegExp(
  [
    String.raw`/src/app/layouts/main-layout\.`,
    String.raw`/src/features/layout/(components/(app-footer|app-header|notification-popover|user-menu|streak-badge)|utils/)`,
    String.raw`/src/features/(tasks|exams)/api/`,
    String.raw`/src/components/(query-state|not-found-notice)\.`,
    String.raw`/src/lib/(dates|http-client)\.`,
    String.raw`/node_modules/axios/`,
    String.raw`/node_modules/@tanstack/react-query/build/modern/(useBaseQuery|useQuery|queryOptions|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$`,
    String.raw`/node_modules/@tanstack/query-core/build/modern/queryObserver\.js$`,
    String.raw`/node_modules/@mui/material/(AppBar|Avatar|Paper|Toolbar|Grid|Card|CardActions|CardContent|Alert|AlertTitle|Chip|LinearProgress)/`,
    String.raw`/node_modules/@mui/material/internal/svg-icons/(Person|SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|Close|Cancel)\.`,
    String.raw`/node_modules/@mui/system/Grid/`,
    String.raw`/node_modules/@mui/icons-material/(Menu|NotificationsNoneOutlined|LocalFireDepartmentRounded)\.`,
  ]
    .map(path)
    .join('|'),
);

/** The small parts the sign-in page and every signed-in page share (the API's address too). */
const SHARED_HOOKS = new RegExp(
  [
    String.raw`/src/hooks/(use-error-message|use-document-title)\.ts$`,
    String.raw`/src/lib/env\.ts$`,
    String.raw`/node_modules/@tanstack/react-query/build/modern/useMutation\.js$`,
    String.raw`/node_modules/@tanstack/query-core/build/modern/mutationObserver\.js$`,
  ]
    .map(path)
    .join('|'),
);

/**
 * Libraries every page needs get their own long-cached files, apart from app code that changes
 * with each release. UI kit and form libraries are deliberately not grouped (but for the input
 * parts and the signed-in shell below): left to automatic splitting, each lazy page pulls only the
 * components it renders, which keeps the sign-in page (budget: 200 KB gzip, see
 * scripts/bundle-size.mjs) free of menus, dialogs and schemas. The query hooks and the HTTP client
 * sit in the signed-in shell, not in the first download: the sign-in page uses one mutation and
 * makes no call before its form is sent. The two hand-made groups take only the modules they
 * name (not what those import), so a shared helper never drags the shell into the sign-in page.
 */
const VENDOR_GROUPS: {
  name: string;
  test: RegExp;
  includeDependenciesRecursively?: boolean;
}[] = [
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
    // The small parts the sign-in page and every signed-in page share: one file, not three.
    name: 'shared-hooks',
    includeDependenciesRecursively: false,
    test: SHARED_HOOKS,
  },
  {
    // What every signed-in page opens with: the header and footer, the HTTP client, the query
    // hooks, the day's and exams' calls and the kit's parts the dashboard shows. Split
    // automatically they were 25 files of 1–20 KB, each a request after the first scripts; on a
    // phone's connection (six at a time) that queue, not the bytes, held the dashboard's first
    // paint back by about a second. The sign-in page loads this file only when its form is sent.
    name: 'signed-in',
    includeDependenciesRecursively: false,
    test: SIGNED_IN,
  },
  {
    // The library, and the settings it reads when it loads (lib/secure-storage-env.ts), first.
    name: 'storage',
    test: /([\\/]node_modules[\\/](react-secure-storage|crypto-js|murmurhash-js)[\\/]|[\\/]src[\\/]lib[\\/]secure-storage-env\.ts$)/,
  },
];

export default defineConfig({
  plugins: [react(), signedInPreload()],
  // The build turns a dependency's `process.env` into `{}`, so react-secure-storage would never
  // see the parts of its key that lib/secure-storage-env.ts leaves out (decision 0032): the
  // canvas drawing then changes the key at a pixel ratio of 2 and a page load signs the learner
  // out. The same list, written into the library's read of it.
  define: {
    'process.env.SECURE_LOCAL_STORAGE_DISABLED_KEYS': JSON.stringify(SECURE_STORAGE_DISABLED_KEYS),
  },
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
        // Lazy chunks are named by their hash alone: the entry lists every chunk's file (the
        // preload map), and on the sign-in path each name's bytes count against its budget.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: VENDOR_GROUPS,
        },
      },
    },
  },
});
