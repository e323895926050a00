// Answering a whole-ruling question through its controls (components/quiz/RulingQuestion.tsx), from
// the engine's key the page ships: right (every part), half (result and clock right, obligation and
// articles wrong: 50%) or wrong (every part wrong: 0%).
import type { Page } from 'playwright-core';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import type { Outcome, RulingKey } from '../../src/browser/quiz/ruling.ts';

export type RulingAnswer = 'right' | 'half' | 'wrong';

export function keyOf(q: ClientQuestion): RulingKey {
  const k = q.ruling?.[q.shownIn ?? q.edition];
  if (!k) throw new Error(`${q.id}: no key in ${q.shownIn ?? q.edition}`);
  return k;
}

export async function answerRuling(page: Page, q: ClientQuestion, how: RulingAnswer): Promise<void> {
  const k = keyOf(q);
  const root = page.locator(`[data-question-id="${q.id}"]`);
  const outcome: Outcome = how === 'wrong' ? (k.outcome === 'continue' ? '1-0' : 'continue') : k.outcome;
  await root.locator('[data-ruling-outcome]').selectOption(outcome);

  // Obligation: the key's moves, or a wrong choice (none instead of moves, a move instead of none).
  if (how === 'right' ? k.obligation === null : k.obligation !== null) await root.locator('[data-ruling-none]').check();
  else for (const m of how === 'right' ? k.obligation! : [q.candidates![0]]) await root.locator(`[data-ruling-move="${m}"]`).check();

  // Clock: the key's side and minutes, or the other side (2 minutes to White when nothing is added).
  const clock =
    how === 'wrong'
      ? k.clock
        ? { side: k.clock.side === 'white' ? 'black' : 'white', minutes: k.clock.minutes }
        : { side: 'white', minutes: 2 }
      : k.clock;
  if (clock) await root.locator('[data-ruling-side]').selectOption(clock.side);
  await root.locator('[data-ruling-minutes]').fill(clock ? String(clock.minutes).replace('.', ',') : '0');

  // Articles: the engine's, or only the distractors.
  const articles = how === 'right' ? k.articles : k.options.filter((a) => !k.articles.includes(a));
  for (const a of articles) await root.locator(`[data-ruling-article="${a}"]`).check();
}
