// One question: text, board and events for scenarios, and the answer controls (radio buttons,
// check boxes, Doğru/Yanlış, a number). Used by practice, review and the mock exam; the static
// question page uses QuestionStatic instead. The options are shown in the attempt's `order`
// (src/browser/quiz/shuffle.ts); every control names the ORIGINAL index of its option, so answers
// are recorded and graded by it. Test hooks: data-question-id, data-choice (original index),
// data-position (place on screen), data-numeric.
import { useEffect, useState } from 'react';
import BoardSvg from '../BoardSvg.tsx';
import { InlineMarkdown } from './Markdown.tsx';
import { Crosstable } from '../tiebreak/Crosstable.tsx';
import { LiveBoard, RulingControls } from './RulingQuestion.tsx';
import { choiceLetter, parseNumber } from '../../src/browser/quiz/answer.ts';
import type { ClientQuestion, Response } from '../../src/browser/quiz/types.ts';

export interface QuestionViewProps {
  q: ClientQuestion;
  response: Response | null;
  onChange?: (r: Response | null) => void;
  /** Answer given: controls are read-only. */
  locked?: boolean;
  /** Mark the right choices (after answering in practice). */
  showKey?: boolean;
  /** Heading text, e.g. "Soru 5 / 40". */
  heading: string;
  headingId?: string;
  /** Options as shown: order[position] = original index (default: the bank's order). */
  order?: readonly number[];
}

const TYPE_HINT: Record<ClientQuestion['type'], string> = {
  single: 'Bir seçenek işaretleyin.',
  scenario: 'Hakem olarak kararınızı işaretleyin.',
  multiple: 'Doğru olan bütün seçenekleri işaretleyin.',
  truefalse: 'Önerme doğru mu, yanlış mı?',
  numeric: 'Sayıyı yazın.',
  ruling: 'Kararınız?',
};

export function ScenarioParts({ q, live = false }: { q: ClientQuestion; live?: boolean }) {
  return (
    <>
      {q.board && (
        <figure className="quiz-board">
          {live ? (
            <LiveBoard fen={q.board.fen} highlight={q.board.highlight} />
          ) : (
            <BoardSvg fen={q.board.fen} highlight={q.board.highlight} />
          )}
          {(q.type === 'scenario' || q.type === 'ruling') && (
            <figcaption>Olaylardan önceki konum{q.board.highlight.length ? ' (sarı: son oynanan hamle)' : ''}</figcaption>
          )}
        </figure>
      )}
      {q.crosstable && <Crosstable t={q.crosstable} caption="Çapraz tablo" />}
      {q.facts && q.facts.length > 0 && (
        <ul className="quiz-facts">
          {q.facts.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      )}
      {q.events && q.events.length > 0 && (
        <>
          <p className="quiz-events-title">Olanlar, sırasıyla:</p>
          <ol className="quiz-events">
            {q.events.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** A valid order for the question's options, else the bank's order. */
function displayOrder(q: ClientQuestion, order: readonly number[] | undefined): number[] {
  const n = q.choices.length;
  const ok = order && order.length === n && [...order].sort((a, b) => a - b).every((v, i) => v === i);
  return ok ? [...order] : q.choices.map((_, i) => i);
}

/** What every kind of answer control needs. */
type ControlProps = Pick<QuestionViewProps, 'q' | 'response' | 'onChange' | 'order'> & { name: string; locked: boolean; showKey: boolean };

/** After answering in practice: "✓ doğru cevap" on a right option, "✗ sizin cevabınız" on a wrong one chosen. */
function KeyMark({ showKey, right, chosen }: { showKey: boolean; right: boolean; chosen: boolean }) {
  if (!showKey) return null;
  if (right) return <span className="quiz-mark right"> ✓ doğru cevap</span>;
  return chosen ? <span className="quiz-mark wrong"> ✗ sizin cevabınız</span> : null;
}

const numberText = (q: ClientQuestion, response: Response | null) =>
  typeof response === 'number' && q.type === 'numeric' ? String(response).replace('.', ',') : '';

/** A number, typed as the candidate writes it (kept until the question changes), with its unit. */
function NumericAnswer({ q, response, onChange, name, locked, showKey }: ControlProps) {
  const [numText, setNumText] = useState(numberText(q, response));
  useEffect(() => {
    setNumText(numberText(q, response));
    // Only when the question changes: typing must not be reformatted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.id]);
  const bad = numText.trim() !== '' && parseNumber(numText) === null;
  return (
    <div className="quiz-numeric">
      <label>
        <span className="quiz-sr">Cevap</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          data-numeric
          value={numText}
          readOnly={locked}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${name}-err` : undefined}
          onChange={(e) => {
            setNumText(e.target.value);
            onChange?.(parseNumber(e.target.value));
          }}
        />
      </label>
      {q.unit && <span className="quiz-unit">{q.unit}</span>}
      {bad && (
        <span id={`${name}-err`} className="quiz-error">
          Yalnızca bir sayı yazın (ör. 120 ya da 2,5).
        </span>
      )}
      {showKey && (
        <span className="quiz-mark right">
          {' '}
          Doğru cevap: {String(q.answer).replace('.', ',')} {q.unit}
        </span>
      )}
    </div>
  );
}

/** Doğru / Yanlış. */
function TrueFalseAnswer({ q, response, onChange, name, locked, showKey }: ControlProps) {
  return (
    <ul className="quiz-choices">
      {[true, false].map((v) => (
        <li key={String(v)}>
          <label>
            <input
              type="radio"
              name={name}
              data-choice={String(v)}
              checked={response === v}
              disabled={locked && response !== v}
              onChange={() => !locked && onChange?.(v)}
            />{' '}
            <span>
              {v ? 'Doğru' : 'Yanlış'}
              <KeyMark showKey={showKey} right={q.answer === v} chosen={response === v} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The options in the attempt's order: radio buttons, or check boxes for a multiple-answer question (answers by original index, sorted). */
function ChoiceAnswer({ q, response, onChange, name, locked, showKey, order }: ControlProps) {
  const multi = q.type === 'multiple';
  const picked = multi ? (Array.isArray(response) ? response : []) : typeof response === 'number' ? [response] : [];
  const right = multi ? (q.answer as number[]) : [q.answer as number];
  const pick = (i: number, checked: boolean) => {
    if (locked) return;
    if (!multi) return onChange?.(i);
    const next = checked ? [...picked, i] : picked.filter((x) => x !== i);
    onChange?.(next.length ? [...new Set(next)].sort((a, b) => a - b) : null);
  };
  return (
    <ul className="quiz-choices">
      {displayOrder(q, order).map((i, pos) => (
        <li key={i}>
          <label>
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={name}
              data-choice={i}
              data-position={pos}
              checked={picked.includes(i)}
              disabled={locked && !picked.includes(i)}
              onChange={(e) => pick(i, e.target.checked)}
            />{' '}
            <span>
              <span className="quiz-letter">{choiceLetter(pos)})</span> <InlineMarkdown text={q.choices[i]} />
              <KeyMark showKey={showKey} right={right.includes(i)} chosen={picked.includes(i)} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The answer control of the question's type. */
function AnswerControls(props: ControlProps) {
  const { q, response, onChange, locked } = props;
  if (q.type === 'ruling') return <RulingControls q={q} response={response} onChange={onChange} locked={locked} />;
  if (q.type === 'numeric') return <NumericAnswer {...props} />;
  if (q.type === 'truefalse') return <TrueFalseAnswer {...props} />;
  return <ChoiceAnswer {...props} />;
}

export default function QuestionView({
  q,
  response,
  onChange,
  locked = false,
  showKey = false,
  heading,
  headingId,
  order,
}: QuestionViewProps) {
  return (
    <div className="quiz-q" data-question-id={q.id} data-type={q.type}>
      <h2 id={headingId} tabIndex={-1} className="quiz-q-heading">
        {heading}
      </h2>
      <p className="quiz-text">
        <InlineMarkdown text={q.text} />
      </p>
      <ScenarioParts q={q} live={q.type === 'ruling'} />
      <fieldset className="quiz-fieldset">
        <legend>{TYPE_HINT[q.type]}</legend>
        <AnswerControls q={q} response={response} onChange={onChange} locked={locked} showKey={showKey} order={order} name={`q-${q.id}`} />
      </fieldset>
    </div>
  );
}
