// Permanent addresses of renumbered paragraphs (issue #32): /m/N/ is the 2023 text's N, /m/2018/N/
// the 2018 text's N; an old 2023 address of a rule 2023 moved (2018 number, used by earlier versions of
// the site as a 2023 address) leads to the rule's new number, and /m/2018/ of a 2023 number the 2018
// text printed otherwise leads to the 2018 paragraph.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { lawBlocks, retiredNumbers } from '../../src/buildtime/laws.ts';

const dist = inject('distDir');

/** Where the /m/ page sends the reader (its meta refresh), without the base path. */
function lands(address: string): string | null {
  const file = join(dist, address, 'index.html');
  if (!existsSync(file)) return null;
  const url = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
  return url && url.slice(url.indexOf('/kurallar/'));
}

describe('/m/ addresses of the renumbered paragraphs', () => {
  it('every renumbered 2023 paragraph: /m/N/ lands on the 2023 text, /m/2018/<was>/ on the 2018 one', () => {
    const moved = lawBlocks('2023').filter((b) => b.was && b.was !== b.no);
    expect(moved.length).toBeGreaterThan(30);
    for (const b of moved) {
      expect(lands(`m/${b.no}`), b.no).toBe(`/kurallar/${b.page.split('/kurallar/')[1]}#${b.no}`);
      expect(lands(`m/2018/${b.was}`), b.was).toMatch(new RegExp(`^/kurallar/2018/[^#]+#${b.was!.replace(/\./g, '\\.')}$`));
    }
  });

  it("the issue's examples: 9.2.3.2 and 3.7.3.1 in 2023, 9.2.2.2 in 2018, 9.5.1 under 2018", () => {
    expect(lands('m/9.2.3.2')).toBe('/kurallar/madde-9/#9.2.3.2');
    expect(lands('m/3.7.3.1')).toBe('/kurallar/madde-3/#3.7.3.1');
    expect(lands('m/2018/9.2.2.2')).toBe('/kurallar/2018/madde-9/#9.2.2.2');
    expect(lands('m/2018/9.5.1')).toBe('/kurallar/2018/madde-9/#9.5');
    // 9.2.1 is another rule in 2023: it lands on that rule, whose block says what 9.2.1 was in 2018.
    expect(lands('m/9.2.1')).toBe('/kurallar/madde-9/#9.2.1');
    const page = readFileSync(join(dist, 'kurallar/madde-9/index.html'), 'utf8');
    expect(page).toMatch(/data-number-note="9\.2\.1"[^]*?2018 metninde 9\.2\.1 başka bir kuraldı/);
  });

  it('an old 2023 address of a moved rule never lands on another rule: it leads to the rule, now numbered otherwise', () => {
    const retired = retiredNumbers('2023');
    for (const [old, now] of [
      ['9.2.2.2', '9.2.3.2'],
      ['9.2.1.1', '9.2.1'],
      ['3.7.4.1', '3.7.3.1'],
      ['3.7.5.3', '3.7.3.5'],
      ['A.3.1', 'A.4'],
    ])
      expect(retired.get(old), old).toBe(now);
    for (const [old, now] of retired) {
      const to = lawBlocks('2023').find((b) => b.no === now)!;
      expect(lands(`m/${old}`), old).toBe(`/kurallar/${to.page.split('/kurallar/')[1]}#${now}`);
      expect(lands(`m/2023/${old}`), old).toBe(lands(`m/${old}`));
      expect(readFileSync(join(dist, 'm', old, 'index.html'), 'utf8'), old).toContain(`2023 metninde ${old} numarası yok`);
    }
  });
});
