import { describe, expect, it } from 'vitest';
import { parsePermalink, withBase, withoutBase } from '../browser/links.ts';
import { baseProblem, rebaseHtml } from './rebase.ts';

const B = '/federasyon/kurallar/';

describe('the one link helper under a base path', () => {
  it('puts a site path under the base once, and leaves other URLs alone', () => {
    expect(withBase('/m/6.9/', B)).toBe('/federasyon/kurallar/m/6.9/');
    expect(withBase('/', B)).toBe(B);
    expect(withBase('/federasyon/kurallar/m/6.9/', B)).toBe('/federasyon/kurallar/m/6.9/');
    for (const u of ['https://handbook.fide.com/', '//cdn.example/x.js', '#7.5.1', '?q=7.5', 'madde-7/']) expect(withBase(u, B)).toBe(u);
    expect(withBase('/m/6.9/', '/')).toBe('/m/6.9/');
    expect(withBase('/m/6.9/', '/x')).toBe('/x/m/6.9/');
    expect(withoutBase('/federasyon/kurallar/m/6.9/', B)).toBe('/m/6.9/');
    expect(withoutBase('/m/6.9/', B)).toBe('/m/6.9/');
  });

  it('reads a permanent address with or without the base (the base of the page is "/" here)', () => {
    expect(parsePermalink('/m/2001/7.4/')).toEqual({ edition: '2001', no: '7.4' });
    expect(parsePermalink('/kurallar/madde-7/')).toBeNull();
  });

  it('rewrites every root-relative URL of a built page: links, files, srcset, meta refresh', () => {
    const html = [
      '<link rel="manifest" href="/manifest.webmanifest">',
      `<link rel="stylesheet" href="${B}_astro/a.css">`,
      '<a class="ref" href="/kurallar/madde-7/#7.5.1">7.5.1</a>',
      "<form action='/ara/'></form>",
      '<img srcset="/icons/icon-192.png 1x, /icons/icon-512.png 2x" src="/icons/icon-192.png">',
      '<a href="https://handbook.fide.com/">FIDE</a><a href="#top">üst</a>',
      '<meta http-equiv="refresh" content="0; url=/kurallar/madde-6/#6.9">',
    ].join('\n');
    const out = rebaseHtml(html, B);
    expect(out).toContain(`href="${B}manifest.webmanifest"`);
    expect(out).toContain(`href="${B}_astro/a.css"`);
    expect(out).toContain(`href="${B}kurallar/madde-7/#7.5.1"`);
    expect(out).toContain(`action='${B}ara/'`);
    expect(out).toContain(`srcset="${B}icons/icon-192.png 1x, ${B}icons/icon-512.png 2x" src="${B}icons/icon-192.png"`);
    expect(out).toContain('href="https://handbook.fide.com/"');
    expect(out).toContain('href="#top"');
    expect(out).toContain(`url=${B}kurallar/madde-6/#6.9"`);
    expect(rebaseHtml(html, '/')).toBe(html);
  });

  it('refuses a base that starts like a section of the site, in Turkish', () => {
    expect(baseProblem('/kurallar/')).toContain('Taban yolu "/kurallar/" sitenin bir bölümüyle (/kurallar/) başlıyor');
    expect(baseProblem(B)).toBeNull();
    expect(baseProblem('/')).toBeNull();
  });
});
