// A question as static HTML (no JavaScript needed): /sinav/soru/<id>/. The answer and the
// explanation sit in a <details> so the reader can think first.
import { InlineMarkdown } from './Markdown.tsx';
import Explanation from './Explanation.tsx';
import { ScenarioParts } from './QuestionView.tsx';
import { choiceLetter } from '../../src/browser/quiz/answer.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import { editionNote } from '../../src/browser/links.ts';

const KIND: Record<ClientQuestion['type'], string> = {
  single: 'Tek doğru cevaplı soru',
  multiple: 'Birden çok doğru cevaplı soru',
  truefalse: 'Doğru / yanlış',
  numeric: 'Sayısal cevaplı soru',
  scenario: 'Senaryo: hakem kararı',
};

export default function QuestionStatic({ q }: { q: ClientQuestion }) {
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
      {q.choices.length > 0 && q.type !== 'truefalse' && (
        <ol className="quiz-static-choices">
          {q.choices.map((c, i) => (
            <li key={i}>
              <span className="quiz-letter">{choiceLetter(i)})</span> <InlineMarkdown text={c} />
            </li>
          ))}
        </ol>
      )}
      <details className="quiz-details">
        <summary>Cevabı ve açıklamayı göster</summary>
        <Explanation q={q} />
      </details>
    </article>
  );
}
