// The key, the explanation (its Markdown links as links) and links to the articles of a question.
import Markdown from './Markdown.tsx';
import { answerText } from '../../src/browser/quiz/answer.ts';
import { numberLabel, permalinkOf } from '../../src/browser/quiz/groups.ts';
import type { ClientQuestion } from '../../src/browser/quiz/types.ts';
import { EDITION_LABEL, articlesShown, newestFirst } from '../../src/browser/quiz/editions.ts';
import { editionNote } from '../../src/browser/links.ts';

/** Links to the question's articles, in the numbers of the edition it is shown in (2023 when it claims it). */
export function ArticleLinks({ q }: { q: Pick<ClientQuestion, 'articles' | 'edition' | 'shownIn'> }) {
  const { edition, articles } = articlesShown(q);
  return (
    <p className="quiz-articles">
      Maddeyi okuyun:{' '}
      {articles.map((a, i) => (
        <span key={a}>
          {i > 0 && ', '}
          <a href={permalinkOf(edition, a)}>
            {numberLabel(a)}
            {editionNote(edition)}
          </a>
        </span>
      ))}
    </p>
  );
}

/** `order`: the options as the candidate saw them (letters of the key follow it). */
export default function Explanation({ q, order }: { q: ClientQuestion; order?: readonly number[] }) {
  return (
    <div className="quiz-explanation">
      <p>
        <strong>Doğru cevap{q.shownIn ? ` (${EDITION_LABEL[q.shownIn]})` : ''}:</strong> {answerText(q, order)}
      </p>
      {q.shownIn && q.editions.length > 1 && (
        <p className="quiz-editions" data-editions>
          Bu soru{' '}
          {newestFirst(q.editions)
            .map((e) => EDITION_LABEL[e])
            .join(' ve ')}{' '}
          için geçerlidir
          {q.variants && Object.keys(q.variants).length > 0 ? '; sürümlere göre cevap ya da açıklama farklıdır.' : '; cevap aynıdır.'}
        </p>
      )}
      <Markdown text={q.explanation} />
      <ArticleLinks q={q} />
    </div>
  );
}
