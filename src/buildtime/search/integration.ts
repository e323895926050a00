// Astro integration: after the build, writes the Pagefind index of our own records (law text, MHK
// commentary, 2023 changes, scenarios, questions) with Turkish stemming to dist/pagefind/. The
// records are built from the content collections by the endpoint src/pages/ara/kayitlar.json.ts
// (integrations cannot call getCollection); this reads its output and removes it from dist/.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { SearchRecord } from './records.ts';
import { expandForIndex } from '../../browser/search/turkish.ts';
import { offlineLists, serviceWorkerSource } from '../offline.ts';
import { addModulePreloads } from '../preload.ts';
import { checkLinks, formatLinkProblems, uncleanPages } from '../linkcheck.ts';
import { baseProblem, rebaseSite } from '../rebase.ts';
import { withBase } from '../../browser/links.ts';
import { addCsp } from '../csp.ts';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Where the build writes the records (src/pages/ara/kayitlar.json.ts). */
const RECORDS = 'ara/kayitlar.json';

export default function searchIndex(opts: { questions?: boolean } = {}): AstroIntegration {
  let base = '/';
  return {
    name: 'satranc-search-index',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        // The base for the one link helper (src/browser/links.ts) in pages, endpoints and islands.
        updateConfig({ vite: { define: { __SITE_BASE__: JSON.stringify(config.base) } } });
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        const problem = baseProblem(base);
        if (problem) throw new Error(problem);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const pagefind = await import('pagefind');
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'tr' });
        if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
        const file = join(fileURLToPath(dir), RECORDS);
        if (!existsSync(file)) throw new Error(`Arama kayıtları yazılmamış: ${RECORDS} (src/pages/ara/kayitlar.json.ts)`);
        const all = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[];
        rmSync(file);
        const records = opts.questions === false ? all.filter((r) => r.meta.kind !== 'soru') : all;
        for (const r of records) {
          const res = await index.addCustomRecord({
            url: withBase(r.url, base),
            content: expandForIndex(r.content),
            language: 'tr',
            meta: r.meta,
            filters: r.filters,
          });
          if (res.errors.length) throw new Error(`Pagefind ${r.url}: ${res.errors.join(', ')}`);
        }
        const out = join(fileURLToPath(dir), 'pagefind');
        const w = await index.writeFiles({ outputPath: out });
        if (w.errors.length) throw new Error(`Pagefind: ${w.errors.join(', ')}`);
        await pagefind.close();
        logger.info(`search index: ${records.length} records → ${out}`);
        // Under a sub-path: every root-relative URL of the built pages goes under the base.
        const rebased = rebaseSite(fileURLToPath(dir), base);
        if (base !== '/') logger.info(`base ${base}: ${rebased} pages rewritten under the base`);
        // Every module a page's islands load, preloaded at once (src/buildtime/preload.ts).
        const preloaded = addModulePreloads(fileURLToPath(dir), base);
        logger.info(`module preloads: ${preloaded} pages with islands`);
        // A Content-Security-Policy in every page, with the hashes of its final inline scripts.
        const guarded = addCsp(fileURLToPath(dir));
        logger.info(`content security policy: ${guarded} pages`);
        const lists = offlineLists(fileURLToPath(dir), base);
        writeFileSync(join(fileURLToPath(dir), 'sw.js'), serviceWorkerSource(lists));
        // Nothing broken in a built page: no NUL or broken characters; every internal link, anchor and
        // requested file exists.
        const unclean = uncleanPages(fileURLToPath(dir), base);
        if (unclean) throw new Error(unclean);
        const broken = checkLinks(fileURLToPath(dir), base);
        if (broken.length) throw new Error(formatLinkProblems(broken));
        logger.info(
          `pages clean (no NUL, control or replacement character); every internal link, anchor and requested file exists (base ${base})`,
        );
        logger.info(
          `offline: ${lists.first.length} files (${(lists.firstBytes / 1e6).toFixed(1)} MB) at install (law text, addresses, search, assets), ${lists.rest.length} (${(lists.restBytes / 1e6).toFixed(1)} MB) when the reader asks; version ${lists.version}`,
        );
      },
    },
  };
}
