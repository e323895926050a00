import { describe, expect, it } from 'vitest';
import { ancestorsOf, articleHref, knownNumbers, lawBlock, lawBlocks, mdxToPlain, missingParts, renumberedIn } from './laws.ts';
import { permalink, parsePermalink } from '../browser/links.ts';
import { nearestFrom, compareNumbers } from '../browser/nearest.ts';
import { linkReferences, isMissingPart, type Numbers2018 } from './remark-law-refs.ts';

describe('laws index helpers', () => {
  it('derives implied parent numbers', () => {
    expect(ancestorsOf('3.7.4.1')).toEqual(['3.7.4', '3.7', '3']);
    expect(ancestorsOf('A.4.2')).toEqual(['A.4', 'A']);
    expect(ancestorsOf('A4.b')).toEqual(['A4', 'A']);
    expect(ancestorsOf('III.3.1.1')).toEqual(['III.3.1', 'III.3', 'III']);
    expect(ancestorsOf('C.10.3.1')).toEqual(['C.10.3', 'C.10', 'C']);
  });

  it('turns MDX back into the text a reader sees', () => {
    expect(mdxToPlain('Bir \\{ süslü \\} ve \\<açı\\> &#123;x&#125;\n\n<Board fen="8/8/8/8/8/8/8/8" />\nİkinci')).toBe(
      'Bir { süslü } ve <açı> {x}\n\nİkinci',
    );
  });

  it('orders article numbers naturally', () => {
    expect(['10.1', '2', 'A.1', '7.5.1', '7.5', '7.10'].sort(compareNumbers)).toEqual(['2', '7.5', '7.5.1', '7.10', '10.1', 'A.1']);
  });

  it('suggests the nearest existing numbers', () => {
    const all = ['7', '7.1', '7.5', '7.5.1', '7.5.2', '7.6', '8', '8.1', '12', '12.9', 'A', 'A.1'];
    expect(nearestFrom(all, '7.5.9', 3)).toEqual(['7.5', '7.5.1', '7.5.2']);
    expect(nearestFrom(all, '99.9', 3)).toEqual(['12', '12.9', 'A']);
  });
});

describe('cross-reference linking', () => {
  it('marks references to parts the source lacks instead of linking them', () => {
    expect(isMissingPart('2018', 'C')).toBe(true);
    expect(isMissingPart('2018', 'D.1')).toBe(true);
    expect(isMissingPart('2018', 'A.4')).toBe(false);
    expect(isMissingPart('2018', 'I.1.1')).toBe(true);
    const { nodes, errors } = linkReferences('(Ek-C) hamle hamle', '2018', 'x.mdx');
    expect(errors).toEqual([]);
    expect(nodes.map((n) => n.type)).toEqual(['text', 'emphasis', 'text']);
  });

  it("links an unqualified number in its page's edition; the official 2018 wording on a 2023 page to where the rule stands now", () => {
    const link = (text: string, edition: '2023' | '2018', official: Numbers2018 = false) =>
      linkReferences(text, edition, 'x.mdx', official)
        .nodes.filter((n) => n.type === 'link')
        .map((n) => n.url);
    expect(link('Madde A.4.2 uyarınca', '2023')).toEqual(['/kurallar/ek-a/#A.4.2']);
    expect(link('Madde A.4.2 uyarınca', '2023', 'law')).toEqual(['/kurallar/ek-a/#A.5.2']);
    expect(link('Madde A.4.2 uyarınca', '2018')).toEqual(['/kurallar/2018/ek-a/#A.4.2']);
    expect(link('Madde 7.5.5 uyarınca', '2023', 'law')).toEqual(['/kurallar/madde-7/#7.5.5']);
    // 9.6.1's law text says "as in 9.2.2" in 2023 too; the MHK commentary's 9.2.2 is the 2018 identity rule, 2023 9.2.3.
    expect(link("Madde 9.2.2'de belirtildiği gibi", '2023', 'law')).toEqual(['/kurallar/madde-9/#9.2.2']);
    expect(link('Madde 9.2.2 deki özdeş 5 konum', '2023', 'commentary')).toEqual(['/kurallar/madde-9/#9.2.3']);
    expect(link('Madde 3.7.4.1', '2023', 'commentary')).toEqual(['/kurallar/madde-3/#3.7.3.1']);
    expect(linkReferences('Madde A.3.1.1', '2023', 'x.mdx').errors.length).toBe(1);
  });
});

describe('the editions of the text', () => {
  it('the edition in force (2023) is the default and has the new numbers; 2018 keeps its own', () => {
    const now = knownNumbers();
    for (const no of ['5.1.2', 'A.3', 'A.5.2', 'A.6', 'B.4', '6.1.1', '8.1.1.2', '9.5.1', '11.3.2']) expect(now.has(no), no).toBe(true);
    for (const no of ['A.3.1', 'A.4.4', 'B.5', 'B.3.1']) expect(now.has(no), no).toBe(false);
    for (const no of ['A.3.1', 'A.4.4', 'B.2', 'B.5']) expect(knownNumbers('2018').has(no), no).toBe(true);
    expect(articleHref('2023', 'A.5.2')).toBe('/kurallar/ek-a/#A.5.2');
    expect(articleHref('2018', 'A.4.2')).toBe('/kurallar/2018/ek-a/#A.4.2');
    expect(renumberedIn('2023', 'A.4.2')?.no).toBe('A.5.2');
    // 2023 renumbered the repetition block (Arbiters' Manual 2025, p. 32) and en passant / promotion.
    for (const [was, no] of [
      ['9.2.1', '9.2'],
      ['9.2.1.1', '9.2.1'],
      ['9.2.1.2', '9.2.2'],
      ['9.2.2', '9.2.3'],
      ['9.2.2.1', '9.2.3.1'],
      ['9.2.2.2', '9.2.3.2'],
      ['3.7.4.1', '3.7.3.1'],
      ['3.7.5.3', '3.7.3.5'],
    ])
      expect(renumberedIn('2023', was)?.no, was).toBe(no);
    for (const no of ['9.2.2.2', '3.7.4.1', '3.7.5.3']) expect(now.has(no), no).toBe(false);
  });

  it('permanent addresses: /m/N/ is 2023, /m/2023/N/ its alias, /m/2018/N/ and /m/2001/N/ the older texts', () => {
    expect(permalink('2023', 'A.5.2')).toBe('/m/A.5.2/');
    expect(permalink('2018', 'A.4.2')).toBe('/m/2018/A.4.2/');
    expect(parsePermalink('/m/A.5.2/')).toEqual({ edition: '2023', no: 'A.5.2' });
    expect(parsePermalink('/m/2023/A.5.2/')).toEqual({ edition: '2023', no: 'A.5.2' });
    expect(parsePermalink('/m/2018/B.2/')).toEqual({ edition: '2018', no: 'B.2' });
    expect(parsePermalink('/m/III.4/')).toEqual({ edition: '2023', no: 'III.4' });
  });

  it('a 2023 paragraph not marked as our translation is the official 2018 wording, word for word', () => {
    const kept = lawBlocks('2023').filter((b) => !b.translated && /^(\d+|[AB])(\.|$)/.test(b.no));
    expect(kept.length).toBeGreaterThan(150);
    for (const b of kept) {
      const old = lawBlock('2018', b.was ?? b.no);
      expect(old, b.no).toBeDefined();
      // 6.1.1 and 11.3.2 are sentences 2023 split off a 2018 paragraph: a part of it, as printed.
      expect(old!.text.includes(b.text), b.no).toBe(true);
      if (b.commentary) expect(old!.commentary, b.no).toBe(b.commentary);
    }
  });

  it('the paragraphs 2023 changed are marked as our translation', () => {
    const translated = new Set(
      lawBlocks('2023')
        .filter((b) => b.translated)
        .map((b) => b.no),
    );
    for (const no of [
      '5.1.2',
      'A.3',
      'A.4',
      'B.3',
      'B.4',
      'A.6',
      '4.3',
      '6.2.2',
      '8.1.2',
      '8.1.1.1',
      '8.1.1.2',
      '8.3',
      '8.7',
      '9.2.1',
      '9.3.1',
      '9.5.1',
      '12.2.7',
      '6.2.1',
      '7.4.2',
      'C.1',
      'III.4',
    ]) {
      expect(translated.has(no), no).toBe(true);
    }
  });

  it('every part of 2023 is on the site: nothing is listed as missing', () => {
    expect(missingParts('2023')).toEqual([]);
    expect(knownNumbers('2023').has('sozluk')).toBe(true);
    for (const no of ['C.10.3.1', 'D.2.11', 'I.8.1', 'II.3.2.4', 'III.4']) expect(knownNumbers('2023').has(no), no).toBe(true);
  });
});
