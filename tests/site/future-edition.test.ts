// A new edition of the Laws is a folder of text, an edition map and one line of the registry
// (content/data/editions.json): nothing else names the edition in force. This builds a copy of the site
// in a temporary folder with a made-up edition "2027" — the 2023 text copied to content/kurallar/2027/
// with one paragraph changed, its map against 2023, its registry line marked in force (the 2023 line
// unmarked and given its notice) — and checks that the built site serves /m/<number>/ from 2027, keeps
// 2023 as an older text under /m/2023/<number>/ with its own comparison with 2018, and shows the word
// diff 2023 → 2027 on the changed article. A full build (minutes on two cores): its duration is printed,
// never asserted. SKIP_BUILD=1 reuses the last build of the copy (tmp/future-edition/).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/buildtime/linkcheck.ts';

const root = resolve(import.meta.dirname, '../..');
// Under the repository (tmp/ is ignored): Astro takes a module path outside every folder the root shares
// a parent with for a path under the root, and the packages live beside the repository.
const tree = join(root, 'tmp', 'future-edition');
const dist = join(tree, 'dist');
/** The paragraph the made-up edition changes, and the sentence it adds. */
const CHANGED = '5.1.1';
const ADDED = 'Bu cümle yalnızca yeni sürümde vardır.';

/** The parts of the repository a build reads; node_modules as links, so the copy's caches stay its own. */
function copyTree(): void {
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const parts = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'components', 'content', 'explainers', 'quizzes', 'public'];
  // The pairing tool's page shows three tournaments of the pairing tests.
  for (const name of [...parts, 'tests/fixtures']) {
    cpSync(join(root, name), join(tree, name), { recursive: true });
  }
  mkdirSync(join(tree, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '.astro' || name === '.vite') continue;
    symlinkSync(resolve(join(root, 'node_modules'), name), join(tree, 'node_modules', name));
  }
}

/** The 2023 text copied as the 2027 text: its own edition, no `was` or `corrected` (those speak of 2018), one paragraph changed. */
function addFutureEdition(): void {
  const from = join(tree, 'content/kurallar');
  const to = join(from, '2027');
  mkdirSync(to);
  let changed = false;
  for (const name of readdirSync(from).filter((n) => n.endsWith('.mdx'))) {
    let text = readFileSync(join(from, name), 'utf8')
      .replace(/^edition: "2023"$/m, 'edition: "2027"')
      .replace(/(<Law\b[^>]*?) was="[^"]*"/g, '$1')
      .replace(/(<Law\b[^>]*?) corrected\b/g, '$1');
    const open = `<Law no="${CHANGED}">\n`;
    if (text.includes(open)) {
      const at = text.indexOf(open) + open.length;
      const end = text.indexOf('\n', at);
      text = `${text.slice(0, end)} ${ADDED}${text.slice(end)}`;
      changed = true;
    }
    writeFileSync(join(to, name), text);
  }
  if (!changed) throw new Error(`${CHANGED} paragrafı 2023 metninde bulunamadı`);
  const data = join(tree, 'content/data');
  writeFileSync(
    join(data, 'edition-map-2027.json'),
    JSON.stringify([
      { '2023': [CHANGED], '2027': [CHANGED], kind: 'wording', title: 'Deneme değişikliği', change: 'Bir cümle eklendi.', effect: 'Yok.' },
    ]),
  );
  const registry = JSON.parse(readFileSync(join(data, 'editions.json'), 'utf8')) as Record<string, unknown>[];
  const y2023 = registry.find((e) => e.id === '2023')!;
  delete y2023.inForce;
  y2023.notice = "Bu sayfa 1 Ocak 2023'ten geçerli FIDE Satranç Kuralları'nın metnidir.";
  registry.push({
    id: '2027',
    inForce: true,
    since: '2027-01-01',
    folder: 'content/kurallar/2027',
    previous: '2023',
    compare: 'paragraphs',
    map: 'edition-map-2027.json',
    officialWording: '2018',
    missing: [],
  });
  writeFileSync(join(data, 'editions.json'), JSON.stringify(registry, null, 2));
}

const page = (path: string): string => readFileSync(join(dist, path, 'index.html'), 'utf8');
/** Where an /m/ address sends the reader (its meta refresh). */
const target = (address: string): string => /http-equiv="refresh" content="0; url=([^"]+)"/.exec(page(address))![1];

beforeAll(() => {
  if (process.env.SKIP_BUILD && existsSync(join(dist, 'index.html'))) return;
  copyTree();
  addFutureEdition();
  const t0 = Date.now();
  const r = spawnSync(resolve(root, 'node_modules/.bin/astro'), ['build'], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error(`astro build of the copy with a 2027 edition failed (exit ${r.status})`);
  console.log(`future edition: build of the copy with a 2027 edition in ${Math.round((Date.now() - t0) / 1000)} s`);
}, 1_800_000);

describe('a made-up 2027 edition added as a folder, a map and a registry line', () => {
  it('serves /m/<number>/ from the 2027 text and /m/2023/<number>/ from the 2023 text', () => {
    expect(target('m/7.5.1')).toBe('/kurallar/2027/madde-7/#7.5.1');
    expect(target('m/2027/7.5.1')).toBe('/kurallar/2027/madde-7/#7.5.1');
    expect(target('m/2023/7.5.1')).toBe('/kurallar/madde-7/#7.5.1');
    expect(target('m/2018/7.5.1')).toBe('/kurallar/2018/madde-7/#7.5.1');
    // The 2023 text's old addresses of the rules it renumbered stay under /m/2023/.
    expect(target('m/2023/9.2.2.2')).toBe('/kurallar/madde-9/#9.2.3.2');
  });

  it('shows the word diff 2023 → 2027 on the changed article, and keeps 2023 → 2018 on the 2023 pages', () => {
    const now = page('kurallar/2027/madde-5');
    expect(now).toContain('<h2 id="surum-2023-5">2023 sürümünde</h2>');
    const row = /<li class="ed-row ed-changed" data-row-2027="5\.1\.1" data-row-2023="5\.1\.1">[\s\S]*?<\/li>/.exec(now)?.[0];
    const text = (row ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(`[2027 metninde: ${ADDED} ]`);
    expect(text).not.toContain('2023 metninde:');
    // An article 2027 left as it was: every paragraph the same as 2023.
    expect(page('kurallar/2027/madde-1')).toContain('Bu maddenin bütün paragrafları 2023 metniyle aynıdır.');

    const older = page('kurallar/madde-5').replaceAll('&#39;', "'");
    expect(older).toContain('<h2 id="surum-2018-5">2018 sürümünde</h2>');
    expect(older).toContain('Önceki sürüm: 2023 metni.');
    expect(older).toContain("1 Ocak 2027'den beri 2027 sürümü yürürlüktedir");
    expect(older).toContain('href="/kurallar/2027/madde-5/"');
  });

  it('lists the 2027 text first in the sidebar and 2023 among the older texts', () => {
    const html = page('kurallar/2027/madde-5');
    const first2027 = html.indexOf('href="/kurallar/2027/madde-1/"');
    const older2023 = html.indexOf('Önceki sürüm (2023)');
    expect(first2027).toBeGreaterThan(0);
    expect(older2023).toBeGreaterThan(first2027);
    expect(html.indexOf('Önceki sürüm (2018)')).toBeGreaterThan(older2023);
  });

  it('has no broken link in the built copy', () => {
    expect(checkLinks(dist, '/')).toEqual([]);
  });
});
