import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

const SECURE_STORAGE_PREFIX = '@secure.';
const LANGUAGE_KEY = 'lang';

/**
 * A signed-in learner's first screen needs the signed-in shell (header, HTTP client, query hooks)
 * and, on `/`, the dashboard; left to the app, their files are asked for only after the first
 * scripts have arrived and run, one more round trip on a phone's connection before anything of
 * the page shows. This adds a small script to index.html that, when the browser holds a session,
 * asks for those files at once, beside the first scripts. A visitor without a session downloads
 * nothing more. The server allows the script by its hash (apps/api/src/plugins/security.ts).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'yek:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is typeof item & Chunk => item.type === 'chunk',
        ) as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const holding = (suffix: string): Chunk => {
          const found = chunks.find((chunk) =>
            chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)),
          );
          if (!found) throw new Error(`signed-in preload: no chunk holds ${suffix}`);
          return found;
        };
        const closure = (start: Chunk[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (chunk: Chunk) => {
            if (seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) visit(imported);
            }
          };
          start.forEach(visit);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('signed-in preload: the bundle has no entry chunk');
        const first = closure([entry]);
        const taken = new Set(first);
        const files = (start: Chunk[]): string[] => {
          const list = [...closure(start)].filter((file) => !taken.has(file));
          list.forEach((file) => taken.add(file));
          return list.map((file) => `/${file}`);
        };

        const shell = files([holding('src/app/layouts/main-layout.tsx')]);
        const dashboard = files([holding('src/app/routes/dashboard-route.tsx')]);
        const texts = (language: 'tr' | 'en') =>
          files(
            ['dashboard', 'exams']
              .map((part) => holding(`src/locales/${language}/${part}.json`))
              .concat(language === 'en' ? [holding('src/locales/en/index.ts')] : []),
          );
        const plan = { shell, dashboard, tr: texts('tr'), en: texts('en') };

        // ES5 on purpose: it runs before anything else, in every browser that loads the page.
        const script =
          `(function(p){try{var s=window.localStorage,k=Object.keys(s),i,l=[];` +
          `for(i=0;i<k.length;i++)if(k[i].indexOf(${JSON.stringify(SECURE_STORAGE_PREFIX)})===0)break;` +
          `if(i===k.length)return;` +
          `l=l.concat(p.shell,s.getItem(${JSON.stringify(LANGUAGE_KEY)})==='en'?p.en:p.tr,` +
          `location.pathname==='/'?p.dashboard:[]);` +
          `for(i=0;i<l.length;i++){var e=document.createElement('link');e.rel='modulepreload';` +
          `e.href=l[i];document.head.appendChild(e)}}catch(e){}})(${JSON.stringify(plan)});`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
