import { describe, expect, it } from 'vitest';
import { ancestorsOf, mdxToPlain } from './laws.ts';
import { nearestFrom, compareNumbers } from '../browser/nearest.ts';
import { linkReferences, isMissingPart } from './remark-law-refs.ts';

describe('laws index helpers', () => {
  it('derives implied parent numbers', () => {
    expect(ancestorsOf('3.7.4.1')).toEqual(['3.7.4', '3.7', '3']);
    expect(ancestorsOf('A.4.2')).toEqual(['A.4', 'A']);
    expect(ancestorsOf('A4.b')).toEqual(['A4', 'A']);
  });

  it('turns MDX back into the text a reader sees', () => {
    expect(mdxToPlain('Bir \\{ süslü \\} ve \\<açı\\> &#123;x&#125;\n\n<Board fen="8/8/8/8/8/8/8/8" />\nİkinci')).toBe(
      'Bir { süslü } ve <açı> {x}\n\nİkinci',
    );
  });

  it('orders article numbers naturally', () => {
    expect(['10.1', '2', 'A.1', '7.5.1', '7.5', '7.10'].sort(compareNumbers)).toEqual([
      '2', '7.5', '7.5.1', '7.10', '10.1', 'A.1',
    ]);
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
    const { nodes, errors } = linkReferences('(Ek-C) hamle hamle', '2018', 'x.mdx');
    expect(errors).toEqual([]);
    expect(nodes.map((n) => n.type)).toEqual(['text', 'emphasis', 'text']);
  });
});
