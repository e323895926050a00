// Remark plugin: turns article references in the text of every content page into links to the
// article's anchor in the page's own edition (frontmatter `edition`, default the edition in force). A reference to a number that does not exist fails the build, naming the file and the text;
// references to parts the edition's text lacks (2018: Ek C, Ek D, the Guidelines) are marked, not linked.
// On a page whose text keeps another edition's official wording (content/data/editions.json,
// `officialWording`: the 2023 text keeps the official 2018 translation) the wording kept in a <Law> block without `translated` cites 2018
// numbers: a number 2023 moved (Appendices A and B) links to where that rule stands now (A.4.2 → A.5.2);
// the MHK commentary inside any block cites 2018 numbers, and every renumbered one links to its 2023
// place (9.2.2 → 9.2.3).
import { articleHref, isEdition, missingParts, scenarioTextEdition, type Edition } from './laws.ts';
import { editionInfo, IN_FORCE } from '../browser/edition-registry.ts';
import { EDITION_IN_FORCE } from '../engine/rulings/index.ts';
import { lawTextTo2023, to2023 } from '../browser/laws2023.ts';
import { relative } from 'node:path';
import { findReferences } from '../browser/refs.ts';
import { failOnProblems, PAGE_PROBLEMS, type ContentProblem } from '../browser/problems.ts';

// The mdast fields this plugin reads and writes; mdast's own nodes are assignable to it.
interface Node {
  type: string;
  name?: string | null;
  /** An MDX JSX element's attributes (a list); other nodes (directives) use the name for other shapes. */
  attributes?: unknown;
  value?: string;
  url?: string;
  children?: Node[];
  data?: NodeData;
}

// mdast-util-to-hast's hints: the HTML element and attributes a node becomes.
interface NodeData {
  hName?: string;
  hProperties?: Record<string, unknown>;
}

interface VFileLike {
  path?: string;
  history?: string[];
  data: { astro?: { frontmatter?: Record<string, unknown> } };
}

export function isMissingPart(edition: Edition, no: string): boolean {
  const top = no.split('.')[0].replace(/\d+$/, '');
  // A Guidelines number (I.1.1, III.4) where the text lacks the Guidelines as a whole ("Rehber").
  const keys = /^I{1,3}$/.test(top) ? [top, 'Rehber'] : [top];
  return missingParts(edition).some((p) => keys.includes(p.key) || p.key === no);
}

/**
 * `numbers2018`: the text is the official 2018 wording kept on a 2023 page (`law`: a law block's text,
 * `commentary`: the MHK commentary), so its numbers are 2018 numbers and a renumbered one links to its
 * 2023 place.
 */
export type Numbers2018 = false | 'law' | 'commentary';

export function linkReferences(
  text: string,
  edition: Edition,
  where: string,
  numbers2018: Numbers2018 = false,
): { nodes: Node[]; errors: ContentProblem[] } {
  const refs = findReferences(text);
  const nodes: Node[] = [];
  const errors: ContentProblem[] = [];
  let pos = 0;
  for (const r of refs) {
    let node: Node;
    if (isMissingPart(edition, r.no)) {
      node = {
        type: 'emphasis',
        data: {
          hName: 'span',
          hProperties: { className: ['ref-missing'], title: 'Kaynak metinde bulunmuyor' },
        },
        children: [{ type: 'text', value: text.slice(r.start, r.end) }],
      };
    } else {
      const no = numbers2018 === 'commentary' ? to2023(r.no) : numbers2018 === 'law' ? lawTextTo2023(r.no) : r.no;
      const href = articleHref(edition, no);
      if (!href) {
        const ctx = text.slice(Math.max(0, r.start - 30), Math.min(text.length, r.end + 30)).replace(/\s+/g, ' ');
        errors.push({ file: where, id: r.no, message: `${edition} sürümünde böyle bir madde yok: "${ctx}"` });
        continue;
      }
      node = {
        type: 'link',
        url: href,
        data: { hProperties: { className: ['ref'], 'data-ref': r.no } },
        children: [{ type: 'text', value: text.slice(r.start, r.end) }],
      };
    }
    if (r.start > pos) nodes.push({ type: 'text', value: text.slice(pos, r.start) });
    nodes.push(node);
    pos = r.end;
  }
  if (pos < text.length) nodes.push({ type: 'text', value: text.slice(pos) });
  return { nodes, errors };
}

export default function remarkLawRefs() {
  return (tree: Node, file: VFileLike) => {
    const fm = file.data.astro?.frontmatter ?? {};
    // A law page names its edition; a scenario page cites the numbers of the text its ruling applies.
    const scenario = fm.scenario as { laws?: unknown } | undefined;
    const edition: Edition = isEdition(fm.edition)
      ? fm.edition
      : scenario
        ? scenarioTextEdition(scenario.laws, EDITION_IN_FORCE)
        : IN_FORCE;
    const keepsOfficialWording = editionInfo(edition).officialWording !== undefined;
    const path = file.path ?? file.history?.[0];
    const where = path ? relative(process.cwd(), path) : '(bilinmeyen dosya)';
    // Only the pages under content/ cite the Laws; the explainers (explainers/) cite other regulations.
    if (path && !where.replace(/\\/g, '/').startsWith('content/')) return;
    const errors: ContentProblem[] = [];
    const walk = (node: Node, numbers2018: Numbers2018) => {
      if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
      const next: Node[] = [];
      for (const child of node.children) {
        if (child.type === 'text' && child.value) {
          const r = linkReferences(child.value, edition, where, numbers2018);
          errors.push(...r.errors);
          next.push(...r.nodes);
        } else {
          const element = keepsOfficialWording && child.type === 'mdxJsxFlowElement' ? child.name : undefined;
          const officialLaw =
            element === 'Law' &&
            !(Array.isArray(child.attributes) && child.attributes.some((a: { name?: unknown }) => a.name === 'translated'));
          walk(child, element === 'Commentary' ? 'commentary' : officialLaw ? 'law' : numbers2018);
          next.push(child);
        }
      }
      node.children = next;
    };
    walk(tree, false);
    failOnProblems(PAGE_PROBLEMS, errors);
  };
}
