import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'astro/zod';
import type { Loader, LoaderContext } from 'astro/loaders';
import { checkedLoader, readPages } from './content.ts';

const schema = z.object({ title: z.string({ error: 'başlık metin olmalı' }), order: z.number({ error: 'sıra sayı olmalı' }).optional() });

/** A loader that parses and stores the given entries, as Astro's glob loader does. */
const fakeLoader = (entries: { id: string; data: Record<string, unknown> }[]): Loader => ({
  name: 'fake',
  load: async ({ parseData, store }) => {
    for (const e of entries)
      store.set({ id: e.id, data: await parseData({ id: e.id, data: e.data, filePath: `/repo/content/${e.id}.mdx` }) });
  },
});

function context() {
  const stored = new Map<string, unknown>();
  const ctx = {
    collection: 'docs',
    config: { root: pathToFileURL('/repo/') },
    store: { set: (e: { id: string; data: unknown }) => (stored.set(e.id, e.data), true) },
    parseData: async ({ data }: { data: unknown }) => data,
  };
  return { stored, ctx: ctx as unknown as LoaderContext };
}

describe('checkedLoader', () => {
  it('lists every problem of every entry, file and field named, and stores no broken entry', async () => {
    const { ctx, stored } = context();
    const loader = checkedLoader(
      fakeLoader([
        { id: 'a', data: { title: 3 } },
        { id: 'b', data: { title: 'B' } },
        { id: 'c', data: { title: 'C', order: 'bir' } },
      ]),
      schema,
    );
    await expect(loader.load(ctx)).rejects.toThrow(
      'Sayfalarda 2 sorun var:\n  - content/a.mdx › title: başlık metin olmalı\n  - content/c.mdx › order: sıra sayı olmalı',
    );
    expect([...stored.keys()]).toEqual(['b']);
  });

  it('passes valid entries to the collection unchanged', async () => {
    const { ctx, stored } = context();
    await checkedLoader(fakeLoader([{ id: 'a', data: { title: 'A', order: 1 } }]), schema).load(ctx);
    expect(stored.get('a')).toEqual({ title: 'A', order: 1 });
  });
});

describe('readPages', () => {
  it('reads frontmatter as Astro does and reports what the schema rejects', () => {
    const root = mkdtempSync(join(tmpdir(), 'pages-'));
    mkdirSync(join(root, 'content', 'x'), { recursive: true });
    writeFileSync(join(root, 'content', 'x', 'iyi.mdx'), '---\ntitle: "\\"Tırnaklı\\" başlık"\norder: 2\n---\nMetin.\n');
    writeFileSync(join(root, 'content', 'x', 'kotu.mdx'), '---\ntitle: [1]\n---\n');
    writeFileSync(join(root, 'content', 'x', '_gizli.mdx'), '---\ntitle: 1\n---\n');
    const r = readPages('content/x', schema, root);
    expect(r.pages.map((p) => [p.id, p.data, p.body.trim()])).toEqual([['x/iyi', { title: '"Tırnaklı" başlık', order: 2 }, 'Metin.']]);
    expect(r.problems).toEqual([{ file: join('content', 'x', 'kotu.mdx'), field: 'title', message: 'başlık metin olmalı' }]);
  });
});
