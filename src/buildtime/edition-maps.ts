// The edition maps of the editions compared paragraph by paragraph (content/data/editions.json: `compare`
// "paragraphs", `map`), read from content/data/ at build time: the changes of each against the text it
// replaced, where a number of the previous text stands now, and the check of every map against both
// texts. The 2023 map is also bundled for the browser (src/browser/laws2023.ts), whose functions these use.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EDITIONS, editionInfo, type Edition } from '../browser/edition-registry.ts';
import { changesFrom, checkChanges, movedNumber, type EditionChange, type MapRow } from '../browser/laws2023.ts';
import type { ContentProblem } from '../browser/problems.ts';
import { knownNumbers } from './laws.ts';

const dataDir = join(resolve(process.cwd()), 'content', 'data');

/** The changes of an edition against its previous text (empty when it has no paragraph map). */
export function paragraphChanges(edition: Edition): EditionChange[] {
  const { compare, map, previous } = editionInfo(edition);
  if (compare !== 'paragraphs' || !map || !previous) return [];
  return changesFrom(JSON.parse(readFileSync(join(dataDir, map), 'utf8')) as MapRow[], previous, edition);
}

/** Where a number's rule of the previous text stands in the edition (2018 A.4.2 → 2023 A.5.2); any other number as it is. */
export const movedTo = (edition: Edition, noBefore: string): string => movedNumber(paragraphChanges(edition), noBefore);

/** Problems of every paragraph map against the numbers of its two texts (empty = fine). */
export function paragraphMapProblems(): ContentProblem[] {
  return EDITIONS.flatMap((edition) => {
    const { compare, map, previous } = editionInfo(edition);
    if (compare !== 'paragraphs' || !map || !previous) return [];
    const names = { before: previous, edition };
    return checkChanges(paragraphChanges(edition), map, names, knownNumbers(previous), knownNumbers(edition));
  });
}
