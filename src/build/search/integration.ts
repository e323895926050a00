// Astro integration: after the build, writes the Pagefind index of our own records (law text, MHK
// commentary, scenarios, questions) with Turkish stemming to dist/pagefind/.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { changes2023Records, lawRecords, questionRecords, scenarioRecords } from './records.ts';
import { expandForIndex } from '../../browser/search/turkish.ts';
import { precacheList, serviceWorkerSource } from './offline.ts';
import { writeFileSync } from 'node:fs';

export default function searchIndex(opts: { questions?: boolean } = {}): AstroIntegration {
  return {
    name: 'satranc-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pagefind = await import('pagefind');
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'tr' });
        if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
        const records = [...lawRecords(), ...changes2023Records(), ...scenarioRecords(), ...(opts.questions === false ? [] : questionRecords())];
        for (const r of records) {
          const res = await index.addCustomRecord({
            url: r.url,
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
        const urls = precacheList(fileURLToPath(dir));
        writeFileSync(join(fileURLToPath(dir), 'sw.js'), serviceWorkerSource(urls));
        logger.info(`offline: service worker precaches ${urls.length} files`);
      },
    },
  };
}
