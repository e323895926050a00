import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../tests/support/tmp-site.ts';
import { offlineLists, serviceWorkerSource } from './offline.ts';
import { offerText, offlineStatusText } from '../browser/offline-client.ts';

const site = tmpSite;

describe('offline lists', () => {
  const files = {
    'index.html': 'home',
    'kurallar/madde-7/index.html': 'law',
    'kurallar/2001/madde-7/index.html': 'old law',
    'kurallar/2018/madde-7/index.html': 'previous law',
    'kurallar/index.html': 'laws index',
    'araclar/cezalar/index.html': 'penalty card',
    'araclar/elo/index.html': 'rating tool',
    'araclar/olu-konum/index.html': 'dead-position tool',
    'senaryolar/dene/index.html': 'sandbox',
    'ara/maddeler.json': 'article numbers',
    'm/7.5.1/index.html': 'redirect',
    'm/2018/7.5.1/index.html': 'previous redirect',
    'm/2023/7.5.1/index.html': 'alias',
    'cevrimdisi/index.html': 'offline',
    '_astro/page.abc.js': 'js',
    'senaryolar/iki-elle-rok/index.html': 'scenario',
    'sinav/index.html': 'exam',
    'pagefind/pagefind.js': 'search',
    'pagefind/pagefind-ui.js': 'unused ui',
    'sw.js': 'the worker',
    'sitemap-index.xml': 'sitemap',
  };

  it('the law text in force (top-level law pages), addresses, search index, the arbiter’s tools (penalty card, sandbox, dead-position tool) and assets first; other editions and the rest after; never the worker itself', () => {
    const l = offlineLists(site(files));
    expect(l.first).toEqual([
      '/_astro/page.abc.js',
      '/ara/maddeler.json',
      '/araclar/cezalar/',
      '/araclar/olu-konum/',
      '/cevrimdisi/',
      '/',
      '/kurallar/',
      '/kurallar/madde-7/',
      '/m/7.5.1/',
      '/pagefind/pagefind.js',
      '/senaryolar/dene/',
    ]);
    expect(l.rest).toEqual([
      '/araclar/elo/',
      '/kurallar/2001/madde-7/',
      '/kurallar/2018/madde-7/',
      '/m/2018/7.5.1/',
      '/m/2023/7.5.1/',
      '/senaryolar/iki-elle-rok/',
      '/sinav/',
    ]);
  });

  it('the cache name changes with any file’s content, and the worker carries both lists', () => {
    const a = offlineLists(site(files));
    const b = offlineLists(site({ ...files, 'sinav/index.html': 'exam, changed' }));
    expect(a.version).not.toBe(b.version);
    const src = serviceWorkerSource(a);
    expect(src).toContain(`const VERSION = '${a.version}';`);
    expect(src).toContain('const OWN = "sk-/";');
    expect(src).toContain('"/kurallar/madde-7/"');
    expect(src).toContain('const OFFLINE = "/cevrimdisi/";');
    // A page fetched with a query string never replaces the copy stored for its path.
    expect(src).toContain("if (url.search === '') keep(path, res);");
  });

  it('under a base path every entry, the offline page and the asset prefixes stay under it', () => {
    const l = offlineLists(site(files), '/federasyon/kurallar/');
    expect(l.first).toContain('/federasyon/kurallar/m/7.5.1/');
    expect(l.first).toContain('/federasyon/kurallar/');
    expect([...l.first, ...l.rest].every((u) => u.startsWith('/federasyon/kurallar/'))).toBe(true);
    const src = serviceWorkerSource(l);
    expect(src).toContain('const OFFLINE = "/federasyon/kurallar/cevrimdisi/";');
    expect(src).toContain('const ASSETS = ["/federasyon/kurallar/_astro/","/federasyon/kurallar/pagefind/"];');
    expect(src).toContain('const OWN = "sk-/federasyon/kurallar/";');
    expect(l.version).not.toBe(offlineLists(site(files)).version);
  });

  it('the status line in Turkish: the law text stored, the rest offered with its size, then its progress', () => {
    const s = { stored: 2134, total: 3783, first: 2134, firstBytes: 4_612_000, restBytes: 37_912_345, wanted: false };
    expect(offlineStatusText(s)).toBe(
      'Kural metinleri, madde adresleri, ceza kartı, deneme tahtası ve ölü konum aracı bu cihazda kayıtlı (4,6 MB); ağ olmadan da açılır. Senaryolar, sorular, diğer araçlar ve önceki sürümler (37,9 MB) kaydedilmedi.',
    );
    expect(offerText(s.restBytes)).toBe('Sitenin tamamını kaydet (37,9 MB daha)');
    expect(offlineStatusText({ ...s, stored: 2900, wanted: true })).toBe(
      'Kural metinleri, madde adresleri, ceza kartı, deneme tahtası ve ölü konum aracı bu cihazda kayıtlı (4,6 MB); ağ olmadan da açılır. Sitenin geri kalanı kaydediliyor: 2900 / 3783 dosya (%76).',
    );
    expect(offlineStatusText({ ...s, stored: 3783, wanted: true })).toContain('Çevrimdışı hazır');
  });

  it('names the size of each part, the rest far larger than the law text', () => {
    const l = offlineLists(site({ ...files, 'senaryolar/iki-elle-rok/index.html': 'x'.repeat(5000) }));
    expect(l.restBytes).toBeGreaterThan(5000);
    expect(l.firstBytes).toBeLessThan(l.restBytes);
    expect(serviceWorkerSource(l)).toContain(`const REST_BYTES = ${l.restBytes};`);
    expect(serviceWorkerSource(l)).toContain(`const FIRST_BYTES = ${l.firstBytes};`);
  });
});
