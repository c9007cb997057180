import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { checkWebEnv, devApiTarget } from './src/config/env-rules.ts';

/**
 * The web resolves packages with the `gsk-web` condition besides Vite's own, for the browser
 * bundle and for the Node build that prerenders it alike: core's `./payment` export maps it (and
 * `browser`) to no target, so server-only payment signing cannot enter either build.
 */
const webCondition = 'gsk-web';

/**
 * React Router's bundle names its components at the top level (`Form.displayName = "Form"`) and
 * makes them with unannotated `forwardRef` calls, which the bundler must keep as side effects: every
 * page would load `<Form>`, `useSubmit` and the rest of the data APIs the site never uses. This drops
 * those names (React DevTools' labels only) and marks the calls pure, so what is unused is shaken off.
 */
const shakeReactRouter = (): Plugin => ({
  name: 'gsk-shake-react-router',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
    // Lines keep their places (the source map stays true to a line).
    handler: (code) => ({
      code: code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/^var (\w+) = (\w+)\.forwardRef\(/gm, 'var $1 = /* @__PURE__ */ $2.forwardRef('),
      map: null,
    }),
  },
});

/**
 * What a dynamic import preloads. The entry's layers (src/main.tsx: the app, React's DOM client)
 * are preloaded by every page's boot script with the entry's other chunks
 * (scripts/prerender/build.ts), so the entry names no files to preload for them. Any other dynamic
 * import runs in code those layers loaded, so it preloads only the chunks they do not hold: the
 * chunks the layers import (statically, all the way down) are there already, and naming them
 * again in every page's list (the app's router holds one per page) would be bytes of every page's
 * first load for nothing. The boot script also stands in for Vite's module preload polyfill
 * (`polyfill: false`) where a browser has no module preloads; a chunk a later page needs is then
 * fetched when imported.
 */
const preloadWhatLayersLack = (): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} => {
  const entries = new Set<string>();
  const chunks = new Map<
    string,
    { imports: string[]; dynamicImports: string[]; isEntry: boolean }
  >();
  let loaded: Set<string> | undefined;
  /** The entry chunks, the layers they import and everything those import statically. */
  const loadedWithLayers = (): Set<string> => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file)) return;
      found.add(file);
      for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
    };
    for (const [file, chunk] of chunks) {
      if (!chunk.isEntry) continue;
      visit(file);
      for (const layer of chunk.dynamicImports) visit(layer);
    }
    return found;
  };
  return {
    plugin: {
      name: 'gsk-preload-what-layers-lack',
      apply: 'build',
      // Before Vite's own hook writes the preload lists (they need the chunks' final names).
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            chunks.set(chunk.fileName, {
              imports: chunk.imports,
              dynamicImports: chunk.dynamicImports,
              isEntry: chunk.isEntry,
            });
          }
          loaded = undefined;
        },
      },
    },
    resolveDependencies: (file, dependencies, { hostId, hostType }) => {
      if (hostType === 'html') entries.add(file);
      if (hostType !== 'js') return dependencies;
      if (entries.has(hostId)) return [];
      loaded ??= loadedWithLayers();
      // The layers' own dynamic imports (the router's table of pages, the catalogues) name
      // nothing to preload: their lists came to 1.3 KB of every page's first load, more than a
      // new page's room (docs/architecture.md, "Preloads"). A page reached by a link inside the
      // app then fetches its own chunk and, from it, those it imports (most already cached by
      // the first page); the first load keeps its full list (the boot script's).
      if (loaded.has(hostId)) return [];
      const layers = loaded;
      return dependencies.filter((dependency) => !layers.has(dependency));
    },
  };
};

const preload = preloadWhatLayersLack();

export default defineConfig(({ command, mode }) => {
  // Every build but a development one is checked here, once, before anything is bundled: it
  // names its API and shows no sample bank details unless SITE_STAGE=local (src/config/env-rules.ts).
  if (command === 'build') {
    checkWebEnv(loadEnv(mode, import.meta.dirname, ['VITE_', 'SITE_']), {
      production: mode !== 'development',
    });
  }
  return {
    plugins: [react(), shakeReactRouter(), preload.plugin],
    resolve: { conditions: [...defaultClientConditions, webCondition] },
    ssr: { resolve: { conditions: [...defaultServerConditions, webCondition] } },
    // The site calls its API on its own origin (`/api/...`), as CloudFront's `/api/*` behaviour
    // serves it: the dev server passes those paths on, with the client's address, to the local
    // stack's API or API_PROXY_URL (`sst bind`). infra/local/stack.ts adds the front's headers.
    server: {
      host: 'localhost',
      port: 5173,
      strictPort: true,
      proxy: { '/api/': { target: devApiTarget(process.env), changeOrigin: true, xfwd: true } },
    },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    // The manifest tells the prerenderer (scripts/prerender) which files each page needs. The CSS
    // is one file, which the prerenderer inlines in every page: no page waits for a stylesheet, and
    // a chunk loaded later fetches no CSS of its own. Artwork is emitted as hashed files (cached for
    // good, fetched only by the pages showing it) rather than inlined into scripts as data: URLs;
    // only a file under 1 KB is inlined.
    build: {
      target: 'es2020',
      sourcemap: false,
      manifest: true,
      cssCodeSplit: false,
      assetsInlineLimit: 1024,
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      // Chunks of code shared between pages are named by their hash alone: every import and
      // preload list names them, and their names came to 1 KB of every page's first load. A
      // chunk something loads on its own (a page, a catalogue) and a language's copy keep their names.
      rollupOptions: {
        output: {
          chunkFileNames: (chunk) =>
            chunk.isDynamicEntry || chunk.isEntry || /-(bm|eng)$/.test(chunk.name)
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
        },
      },
    },
  };
});
