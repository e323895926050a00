// Real-browser tests of the pairing explainer pages (/araclar/eslendirme/<konu>/): each page, written as
// MDX (explainers/eslendirme/), shows its example tournament and the round src/pairing pairs from the same
// file now, board by board with the bye and one line of the engine's account per reason, so the numbers
// printed at build time cannot drift from the engine.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, staticPage } from '../support/browser.ts';
import { readPairingExplainers } from '../../src/buildtime/pairing-explainers.ts';
import { pairNextRound } from '../../src/pairing/index.ts';
import { PAIRING_TOPICS } from '../../src/browser/pairing-pages.ts';

const base = inject('baseUrl');
const example = (name: string) => readFileSync(new URL(`../../src/pairing/examples/${name}`, import.meta.url), 'utf8');

afterAll(closeBrowser);

describe('pairing explainer pages', () => {
  it('every topic but the Berger tables has its MDX page, in the sidebar’s order', () => {
    const pages = readPairingExplainers().sort((a, b) => a.order - b.order);
    expect(pages.map((p) => p.slug)).toEqual(PAIRING_TOPICS.filter((t) => t.slug !== 'berger').map((t) => t.slug));
  });

  it('each page shows the round the engine pairs from its example tournament, with the bye and the engine’s reasons', async () => {
    for (const ex of readPairingExplainers()) {
      const { page, status, close } = await staticPage(base, `/araclar/eslendirme/${ex.slug}/`);
      expect(status, ex.slug).toBe(200);
      const paired = pairNextRound(example(ex.fixture));
      if (!paired.ok) throw new Error(`${ex.fixture}: ${paired.error.message}`);
      expect(paired.value.round, ex.slug).toBe(ex.round);
      expect(await page.locator('h1').innerText(), ex.slug).toBe(ex.title);
      expect(await page.locator('h2#eslendirme').innerText(), ex.slug).toBe(`${ex.round}. turun eşlendirmesi`);
      const rows = (await page.locator('table.pr-boards tbody tr').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()));
      const boards = rows.filter((r) => r[0] !== '—').map((r) => [parseInt(r[1], 10), parseInt(r[3], 10)]);
      expect(boards, ex.slug).toEqual(paired.value.pairs.map(([w, b]) => [w, b]));
      const bye = rows.find((r) => r[0] === '—');
      expect(bye ? parseInt(bye[1].replace(/^Eşlendirme bayı: /, ''), 10) : null, ex.slug).toBe(paired.value.bye);
      expect(await page.locator('ol.pr-reasons li').allInnerTexts(), ex.slug).toEqual(paired.value.text);
      await close();
    }
  });
});
