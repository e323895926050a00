// Article references on a scenario page link in the scenario's edition: the one in force (2023) by
// default, the edition it names otherwise; a number that edition lacks fails the build.
import { describe, expect, it } from 'vitest';
import remarkLawRefs from '../../src/buildtime/remark-law-refs.ts';
import { articleHref } from '../../src/buildtime/laws.ts';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

/** The links the plugin makes of one paragraph on a page with this frontmatter. */
function links(text: string, frontmatter: Record<string, unknown>): { no: string; url: string }[] {
  const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] };
  remarkLawRefs()(tree, { path: 'content/senaryolar/x.mdx', data: { astro: { frontmatter } } });
  return (tree.children![0].children ?? []).filter((n) => n.type === 'link').map((n) => ({ no: n.children![0].value!, url: n.url! }));
}

describe('references on scenario pages', () => {
  it('link in 2023 numbers when the scenario names no edition', () => {
    const href = articleHref('2023', 'A.5.2');
    expect(href).toBeTruthy();
    expect(links("Ek A.5.2'ye göre ve Ek A.3 uyarınca", { scenario: { events: [] } })).toEqual([
      { no: 'A.5.2', url: href },
      { no: 'A.3', url: articleHref('2023', 'A.3') },
    ]);
  });

  it('link in the edition a scenario keeps, and a page without a scenario links to the edition in force', () => {
    expect(links("Ek A.4.2'ye göre", { scenario: { laws: '2018' } })).toEqual([{ no: 'A.4.2', url: articleHref('2018', 'A.4.2') }]);
    expect(links("Ek A.4.2'ye göre", {})).toEqual([{ no: 'A.4.2', url: articleHref('2023', 'A.4.2') }]);
    expect(articleHref('2023', 'A.4.2')).not.toEqual(articleHref('2018', 'A.4.2'));
    expect(links("Madde 7.4.b'ye göre", { edition: '2001', scenario: { laws: '2001' } })).toEqual([
      { no: '7.4.b', url: articleHref('2001', '7.4.b') },
    ]);
  });

  it('fail the build on a number the 2023 edition does not have (2018 B.5 is 2023 B.4)', () => {
    expect(() => links("Ek B.5'e göre", { scenario: {} })).toThrow(/2023 sürümünde böyle bir madde yok/);
  });
});
