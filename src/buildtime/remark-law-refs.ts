// Remark plugin: turns article references in the text of every content page into links to the
// article's anchor in the page's own edition (frontmatter `edition`, default 2018; on a scenario page
// the scenario's edition, default 2023). A reference to a
// number that does not exist fails the build, naming the file and the text; references to parts the
// source lacks (2018: Ek C, Ek D) are marked, not linked.
import { articleHref, isEdition, MISSING_PARTS, type Edition } from './laws.ts';
import { relative } from 'node:path';
import { findReferences } from '../browser/refs.ts';
import { failOnProblems, PAGE_PROBLEMS, type ContentProblem } from '../browser/problems.ts';

// The mdast fields this plugin reads and writes; mdast's own nodes are assignable to it.
interface Node {
  type: string;
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

export function isMissingPart(edition: Edition | '2023', no: string): boolean {
  const top = no.split('.')[0].replace(/\d+$/, '');
  return MISSING_PARTS[edition === '2023' ? '2018' : edition].some((p) => p.key === top || p.key === no);
}

export function linkReferences(text: string, edition: Edition | '2023', where: string): { nodes: Node[]; errors: ContentProblem[] } {
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
      const href = articleHref(edition, r.no);
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
    // A scenario page: its scenario's edition (default the one in force, 2023), unless it names one.
    const scenario = fm.scenario as { laws?: unknown } | undefined;
    const laws = typeof scenario?.laws === 'string' && ['2023', '2018', '2001'].includes(scenario.laws) ? (scenario.laws as Edition | '2023') : '2023';
    const edition: Edition | '2023' = typeof fm.edition === 'string' && isEdition(fm.edition) ? fm.edition : scenario ? laws : '2018';
    const path = file.path ?? file.history?.[0];
    const where = path ? relative(process.cwd(), path) : '(bilinmeyen dosya)';
    const errors: ContentProblem[] = [];
    const walk = (node: Node) => {
      if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
      const next: Node[] = [];
      for (const child of node.children) {
        if (child.type === 'text' && child.value) {
          const r = linkReferences(child.value, edition, where);
          errors.push(...r.errors);
          next.push(...r.nodes);
        } else {
          walk(child);
          next.push(child);
        }
      }
      node.children = next;
    };
    walk(tree);
    failOnProblems(PAGE_PROBLEMS, errors);
  };
}
