import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../tests/support/tmp-site.ts';
import { checkLinks, formatLinkProblems, uncleanPages } from './linkcheck.ts';

const site = tmpSite;

describe('link check of a built site', () => {
  const law = '<h2 id="7.5.1">7.5.1</h2><a href="#7.5.1">burada</a><script src="/_astro/a.js"></script>';

  it('accepts pages, files, anchors and meta refreshes that exist', () => {
    const dist = site({
      'index.html': '<a href="/kurallar/madde-7/#7.5.1">7.5.1</a> <a href="https://fide.com/">FIDE</a> <a href="mailto:x@y">e-posta</a>',
      'kurallar/madde-7/index.html': law,
      'm/7.5.1/index.html': '<meta http-equiv="refresh" content="0; url=/kurallar/madde-7/#7.5.1">',
      '_astro/a.js': '',
    });
    expect(checkLinks(dist)).toEqual([]);
  });

  it('names a missing page, a missing anchor, a missing script, and a link that leaves the base', () => {
    const dist = site({
      'index.html': '<a href="/kurallar/madde-8/">8</a> <a href="/kurallar/madde-7/#7.9.9">yok</a> <img src="/yok.png">',
      'kurallar/madde-7/index.html': law,
      '_astro/a.js': '',
    });
    const p = checkLinks(dist);
    expect(p.map((x) => [x.url, x.reason])).toEqual([
      ['/kurallar/madde-8/', 'hedef dosya yok'],
      ['/kurallar/madde-7/#7.9.9', '#7.9.9 çapası hedef sayfada yok'],
      ['/yok.png', 'hedef dosya yok'],
    ]);
    // Deployed under a sub-path, the same root links escape it.
    const sub = checkLinks(
      site({ 'index.html': '<a href="/federasyon/kurallar/x/">x</a> <a href="/m/6.9/">6.9</a>', 'x/index.html': '' }),
      '/federasyon/kurallar/',
    );
    expect(sub.map((x) => x.reason)).toEqual(['sitenin taban yolunun (/federasyon/kurallar/) dışına çıkıyor']);
    expect(formatLinkProblems(p)).toMatch(/^Kurulan sitede 3 kırık bağlantı var:\n- \/ → \/kurallar\/madde-8\/: hedef dosya yok/);
  });

  it('names pages with a NUL, a control character or a replacement character', () => {
    const dist = site({
      'index.html': "<p>temiz: Beyaz'ın şahı</p>",
      'a/index.html': '<p>tah\u0000ta</p>',
      'b/index.html': '<p>bozuk \ufffd harf</p>',
      'c/index.html': '<p>\u0007</p>',
    });
    expect(uncleanPages(dist, '/x/')).toBe(
      'Kurulan sitede 3 sayfada denetim karakteri ya da bozuk karakter var:\n- /x/a/index.html: U+0000\n- /x/b/index.html: U+FFFD\n- /x/c/index.html: U+0007',
    );
    expect(uncleanPages(site({ 'index.html': '<p>temiz\n\tsatır</p>' }))).toBeNull();
  });
});
