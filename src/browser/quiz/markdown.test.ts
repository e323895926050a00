import { describe, expect, it } from 'vitest';
import { isInternalHref, paragraphs, parseInline, plainText } from './markdown.ts';

describe('explanation Markdown', () => {
  it('turns internal links into links and keeps the text around them', () => {
    expect(parseInline('Bkz. [Madde 7.5.5](/m/7.5.5/) ve [Ek A.4.2](/m/A.4.2/).')).toEqual([
      { t: 'text', v: 'Bkz. ' },
      { t: 'link', href: '/m/7.5.5/', children: [{ t: 'text', v: 'Madde 7.5.5' }] },
      { t: 'text', v: ' ve ' },
      { t: 'link', href: '/m/A.4.2/', children: [{ t: 'text', v: 'Ek A.4.2' }] },
      { t: 'text', v: '.' },
    ]);
  });

  it('never links outside the site', () => {
    expect(parseInline('[FIDE](https://fide.com) ve [x](//evil.example/)')).toEqual([
      { t: 'text', v: 'FIDE' },
      { t: 'text', v: ' ve ' },
      { t: 'text', v: 'x' },
    ]);
  });

  it('reads bold, italic and code, and leaves lone asterisks alone', () => {
    expect(parseInline('**iki** kez *değil* `fxg6` 2 * 3')).toEqual([
      { t: 'strong', children: [{ t: 'text', v: 'iki' }] },
      { t: 'text', v: ' kez ' },
      { t: 'em', children: [{ t: 'text', v: 'değil' }] },
      { t: 'text', v: ' ' },
      { t: 'code', v: 'fxg6' },
      { t: 'text', v: ' 2 * 3' },
    ]);
  });

  it('splits paragraphs and gives plain text', () => {
    expect(paragraphs('bir\niki\n\n  üç  \n\n')).toEqual(['bir iki', 'üç']);
    expect(plainText('[Madde **7**](/m/7/) `x`')).toBe('Madde 7 x');
  });

  it('treats a link as internal only when a browser resolves it to this site', () => {
    for (const href of ['/m/7.5.5/', '/kurallar/madde-6/#6.9', '#yorum', '/ara/?q=bayrak']) expect(isInternalHref(href), href).toBe(true);
    for (const href of ['/\\evil.example/x', '//evil.example/', '/\t/evil.example', 'https://fide.com', 'javascript:alert(1)', 'm/7/'])
      expect(isInternalHref(href), href).toBe(false);
    expect(parseInline('[x](/\\evil.example/x)')).toEqual([{ t: 'text', v: 'x' }]);
  });
});
