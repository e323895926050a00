// A question as static HTML (no JavaScript needed): /sinav/soru/<id>/. The answer and the
// explanation sit in a <details> so the reader can think first.
import { InlineMarkdown } from './Markdown.tsx';
import Explanation from './Explanation.tsx';
import { RulingModel } from './RulingQuestion.tsx';
import { inForceOrOwn } from '../../src/browser/quiz/editions.ts';
import { OUTCOME_TR, PART_TR } from '../../src/browser/quiz/ruling.ts';
import { rulingKeyOf } from '../../src/browser/quiz/answer.ts';
import { sanLetters } from '../../src/browser/scenario/notation.ts';
import { ScenarioParts } from './QuestionView.tsx';
import { choiceLetter } from '../../src/browser/quiz/answer.ts';
import { staticOrder } from '../../src/browser/quiz/shuffle.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import { editionNote } from '../../src/browser/links.ts';

const KIND: Record<ClientQuestion['type'], string> = {
  single: 'Tek doğru cevaplı soru',
  multiple: 'Birden çok doğru cevaplı soru',
  truefalse: 'Doğru / yanlış',
  numeric: 'Sayısal cevaplı soru',
  scenario: 'Senaryo: hakem kararı',
  ruling: 'Karar sorusu: kararın tamamı',
};

export default function QuestionStatic({ q: given }: { q: ClientQuestion }) {
  // A question valid in the edition in force is shown as that edition keys it (2023 first).
  const q = inForceOrOwn(given);
  // Options in a fixed shuffled order (seeded by the id), never the stored one; the key's letter follows it.
  const order = staticOrder(q);
  return (
    <article className="quiz-q quiz-static" data-question-id={q.id} data-type={q.type}>
      <p className="quiz-meta">
        {KIND[q.type]} · zorluk {q.difficulty}/3{editionNote(q.edition).replace(/^ \((.*)\)$/, ' · $1')}
      </p>
      <p className="quiz-text">
        <InlineMarkdown text={q.text} />
      </p>
      <ScenarioParts q={q} />
      {q.type === 'truefalse' && <p className="quiz-hint">Önerme doğru mu, yanlış mı?</p>}
      {q.type === 'numeric' && <p className="quiz-hint">Cevap bir sayıdır{q.unit ? ` (${q.unit})` : ''}.</p>}
      {q.type === 'multiple' && <p className="quiz-hint">Birden çok seçenek doğru olabilir.</p>}
      {q.type === 'ruling' && (
        <div className="quiz-ruling-static">
          <p className="quiz-hint">
            <strong>Kararınız?</strong> {PART_TR.result} ({Object.values(OUTCOME_TR).join(' / ')}),{' '}
            {PART_TR.obligation.toLocaleLowerCase('tr')} ({(q.candidates ?? []).map((m) => sanLetters(m, 'tr')).join(', ')} ya da yükümlülük
            yok), {PART_TR.clock.toLocaleLowerCase('tr')} (kime kaç dakika) ve {PART_TR.articles.toLocaleLowerCase('tr')}:{' '}
            {(rulingKeyOf(q)?.options ?? []).join(', ')}.
          </p>
        </div>
      )}
      {q.choices.length > 0 && q.type !== 'truefalse' && (
        <ol className="quiz-static-choices">
          {order.map((i, pos) => (
            <li key={i}>
              <span className="quiz-letter">{choiceLetter(pos)})</span> <InlineMarkdown text={q.choices[i]} />
            </li>
          ))}
        </ol>
      )}
      <details className="quiz-details">
        <summary>Cevabı ve açıklamayı göster</summary>
        {q.type === 'ruling' ? <RulingModel q={q} /> : <Explanation q={q} order={order} />}
      </details>
    </article>
  );
}
