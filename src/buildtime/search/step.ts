// Post-build step (src/buildtime/postbuild.ts): writes the Pagefind index of our own records (law text,
// MHK commentary, 2023 changes, scenarios, questions) with Turkish stemming to dist/pagefind/. The
// records are built from the content collections by the endpoint src/pages/ara/kayitlar.json.ts
// (integrations cannot call getCollection); this reads its output and removes it from dist/.
import { join } from 'node:path';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { SearchRecord } from './records.ts';
import type { PostBuildStep } from '../postbuild-step.ts';
import { expandForIndex } from '../../browser/search/turkish.ts';
import { withBase } from '../../browser/links.ts';

/** Where the build writes the records (src/pages/ara/kayitlar.json.ts). */
const RECORDS = 'ara/kayitlar.json';

export const searchStep: PostBuildStep = {
  name: 'search index',
  async run({ dist, base, logger }) {
    const pagefind = await import('pagefind');
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'tr' });
    if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
    const file = join(dist, RECORDS);
    if (!existsSync(file)) throw new Error(`Arama kayıtları yazılmamış: ${RECORDS} (src/pages/ara/kayitlar.json.ts)`);
    const records = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[];
    rmSync(file);
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
    const out = join(dist, 'pagefind');
    const w = await index.writeFiles({ outputPath: out });
    if (w.errors.length) throw new Error(`Pagefind: ${w.errors.join(', ')}`);
    await pagefind.close();
    logger.info(`search index: ${records.length} records → ${out}`);
  },
};
