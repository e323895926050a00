// Whole-ruling questions ("Kararınız?"): the controls where the candidate gives the result, the move
// obligation, the clock adjustment and the articles applied; the part-by-part feedback against the
// engine's ruling with the engine's steps as the model answer; the live board of a scenario question.
// Grading is src/browser/quiz/ruling.ts. Test hooks: data-ruling-outcome, data-ruling-move,
// data-ruling-none, data-ruling-side, data-ruling-minutes, data-ruling-article, data-ruling-grade
// (data-credit), data-part (data-credit), data-ruling-steps.
import { useEffect, useState } from 'react';
import BoardSvg from '../BoardSvg.tsx';
import { decimalTr, percentTr } from '../../src/lib/index.ts';
import Markdown from './Markdown.tsx';
import { ArticleLinks } from './Explanation.tsx';
import { parseNumber, rulingKeyOf } from '../../src/browser/quiz/answer.ts';
import {
  OUTCOMES,
  OUTCOME_TR,
  PART_TR,
  emptyRulingResponse,
  gradeRuling,
  isRulingResponse,
  obligationTextTr,
  type RulingKey,
  type RulingResponse,
} from '../../src/browser/quiz/ruling.ts';
import { EDITION_LABEL } from '../../src/browser/quiz/editions.ts';
import { numberLabel, permalinkOf } from '../../src/browser/quiz/groups.ts';
import { sanLetters } from '../../src/browser/scenario/notation.ts';
import type { ClientQuestion, QuizEdition, Response } from '../../src/browser/quiz/types.ts';

/** The board of a scenario question: the static SVG, live (square ids) once the island runs. */
export function LiveBoard({ fen, highlight }: { fen: string; highlight: string[] }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div className="quiz-live not-content">
      <BoardSvg fen={fen} highlight={highlight} size={360} live={live} />
    </div>
  );
}

const asRuling = (r: Response | null): RulingResponse => (isRulingResponse(r) ? r : emptyRulingResponse());

/** What each part of the ruling needs: the response so far, whether it is locked, and a setter of some of its fields. */
interface PartProps {
  name: string;
  r: RulingResponse;
  locked: boolean;
  set: (patch: Partial<RulingResponse>) => void;
}

/** 1. The result. */
function OutcomePart({ name, r, locked, set }: PartProps) {
  return (
    <div className="quiz-ruling-part">
      <label htmlFor={`${name}-outcome`} className="quiz-ruling-label">
        1. {PART_TR.result}
      </label>
      <select
        id={`${name}-outcome`}
        data-ruling-outcome
        value={r.outcome ?? ''}
        disabled={locked}
        onChange={(e) => set({ outcome: e.target.value === '' ? null : (e.target.value as RulingResponse['outcome']) })}
      >
        <option value="">Seçin…</option>
        {OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {OUTCOME_TR[o]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 2. The move obligation: the candidate moves that meet it, or none. */
function ObligationPart({ r, locked, set, candidates }: PartProps & { candidates: string[] }) {
  const moves = Array.isArray(r.obligation) ? r.obligation : [];
  return (
    <fieldset className="quiz-ruling-part">
      <legend className="quiz-ruling-label">2. {PART_TR.obligation}: hangi hamle(ler) oynanmalı?</legend>
      <ul className="quiz-choices quiz-ruling-moves">
        {candidates.map((m) => (
          <li key={m}>
            <label>
              <input
                type="checkbox"
                data-ruling-move={m}
                checked={moves.includes(m)}
                disabled={locked}
                onChange={(e) => {
                  const next = e.target.checked ? [...moves, m] : moves.filter((x) => x !== m);
                  set({ obligation: next.length ? next : null });
                }}
              />{' '}
              <span>{sanLetters(m, 'tr')}</span>
            </label>
          </li>
        ))}
        <li>
          <label>
            <input
              type="checkbox"
              data-ruling-none
              checked={r.obligation === 'none'}
              disabled={locked}
              onChange={(e) => set({ obligation: e.target.checked ? 'none' : null })}
            />{' '}
            <span>Yükümlülük yok</span>
          </label>
        </li>
      </ul>
      <p className="quiz-hint">Birden çok hamle yükümlülüğü karşılıyorsa hepsini işaretleyin.</p>
    </fieldset>
  );
}

/** 3. The clock adjustment: the side and the minutes, typed as the candidate writes them (kept until the question changes). */
function ClockPart({ qId, r, locked, set }: PartProps & { qId: string }) {
  const [minutesText, setMinutesText] = useState(r.clock.minutes === null ? '' : decimalTr(r.clock.minutes));
  useEffect(() => {
    setMinutesText(r.clock.minutes === null ? '' : decimalTr(r.clock.minutes));
    // Only when the question changes: typing must not be reformatted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qId]);
  const typed = parseNumber(minutesText);
  const badMinutes = minutesText.trim() !== '' && (typed === null || typed < 0);
  return (
    <fieldset className="quiz-ruling-part">
      <legend className="quiz-ruling-label">3. {PART_TR.clock}: kime kaç dakika eklenir?</legend>
      <div className="quiz-ruling-clock">
        <label>
          <span className="quiz-sr">Süre eklenen oyuncu</span>
          <select
            data-ruling-side
            value={r.clock.side ?? ''}
            disabled={locked}
            onChange={(e) => set({ clock: { ...r.clock, side: e.target.value === '' ? null : (e.target.value as 'white' | 'black') } })}
          >
            <option value="">—</option>
            <option value="white">Beyaz'a</option>
            <option value="black">Siyah'a</option>
          </select>
        </label>
        <label>
          <span className="quiz-sr">Eklenen dakika</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            data-ruling-minutes
            value={minutesText}
            readOnly={locked}
            aria-invalid={badMinutes || undefined}
            onChange={(e) => {
              setMinutesText(e.target.value);
              const n = parseNumber(e.target.value);
              set({ clock: { ...r.clock, minutes: n !== null && n >= 0 ? n : null } });
            }}
          />{' '}
          dakika
        </label>
      </div>
      {badMinutes && <p className="quiz-error">Dakikayı sıfır ya da artı bir sayı olarak yazın (ör. 2 ya da 0,5).</p>}
      <p className="quiz-hint">Süre eklenmiyorsa 0 yazın.</p>
    </fieldset>
  );
}

/** 4. The articles applied, from the key's options. */
function ArticlesPart({ r, locked, set, options }: PartProps & { options: string[] }) {
  return (
    <fieldset className="quiz-ruling-part">
      <legend className="quiz-ruling-label">4. {PART_TR.articles}</legend>
      <ul className="quiz-choices quiz-ruling-articles">
        {options.map((a) => (
          <li key={a}>
            <label>
              <input
                type="checkbox"
                data-ruling-article={a}
                checked={r.articles.includes(a)}
                disabled={locked}
                onChange={(e) => set({ articles: e.target.checked ? [...r.articles, a] : r.articles.filter((x) => x !== a) })}
              />{' '}
              <span>{numberLabel(a)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The four parts of the candidate's ruling. */
export function RulingControls({
  q,
  response,
  onChange,
  locked = false,
}: {
  q: ClientQuestion;
  response: Response | null;
  onChange?: (r: Response | null) => void;
  locked?: boolean;
}) {
  const r = asRuling(response);
  const set = (patch: Partial<RulingResponse>) => {
    if (locked) return;
    onChange?.({ ...r, ...patch });
  };
  const part = { name: `q-${q.id}`, r, locked, set };
  return (
    <div className="quiz-ruling-controls">
      <OutcomePart {...part} />
      <ObligationPart {...part} candidates={q.candidates ?? []} />
      <ClockPart {...part} qId={q.id} />
      <ArticlesPart {...part} options={rulingKeyOf(q)?.options ?? []} />
    </div>
  );
}

/** The engine's reasoning, step by step, with links to the articles of the edition shown. */
export function RulingSteps({ rkey, edition }: { rkey: RulingKey; edition: QuizEdition }) {
  return (
    <>
      <p>
        <strong>Kural motorunun gerekçesi ({EDITION_LABEL[edition]}):</strong>
      </p>
      <ol className="quiz-ruling-steps" data-ruling-steps>
        {rkey.steps.map((s, i) => (
          <li key={i}>
            <a href={permalinkOf(edition, s.article)}>{numberLabel(s.article)}</a>: {s.text}
          </li>
        ))}
      </ol>
      {rkey.warnings.length > 0 && (
        <ul className="quiz-hint">
          {rkey.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The model answer without a response (static question pages). */
export function RulingModel({ q }: { q: ClientQuestion }) {
  const edition = q.shownIn ?? q.edition;
  const key = rulingKeyOf(q);
  if (!key) return null;
  return (
    <div className="quiz-explanation" data-ruling-model>
      <p>
        <strong>Motorun kararı ({EDITION_LABEL[edition]}):</strong>
      </p>
      <ul>
        <li>
          {PART_TR.result}: {OUTCOME_TR[key.outcome]}
        </li>
        <li>
          {PART_TR.obligation}: {obligationTextTr(key.obligation ?? 'none')}
        </li>
        <li>
          {PART_TR.clock}:{' '}
          {key.clock ? `${key.clock.side === 'white' ? "Beyaz'a" : "Siyah'a"} ${decimalTr(key.clock.minutes)} dakika` : 'yok'}
        </li>
        <li>
          {PART_TR.articles}: {key.articles.join(', ')}
        </li>
      </ul>
      <RulingSteps rkey={key} edition={edition} />
      {q.explanation && <Markdown text={q.explanation} />}
      <ArticleLinks q={{ articles: key.articles, edition }} />
    </div>
  );
}

/** The feedback table's columns (on a phone, each cell's label). */
const FEEDBACK_COLUMNS = ['Bölüm', 'Sizin kararınız', 'Doğru cevap (motorun kararı)', 'Puan'] as const;

/** The part-by-part grade of a response, then the model answer. */
export function RulingFeedback({ q, response }: { q: ClientQuestion; response: Response | null | undefined }) {
  const edition = q.shownIn ?? q.edition;
  const key = rulingKeyOf(q);
  if (!key) return null;
  const g = gradeRuling(key, isRulingResponse(response) ? response : null);
  return (
    <div className="quiz-explanation quiz-ruling-feedback" data-ruling-grade data-credit={g.credit}>
      <p>
        <strong>Puanınız: {percentTr(g.credit)}</strong> (dört bölümün ortalaması; {EDITION_LABEL[edition]} ile değerlendirildi)
      </p>
      {/* On a phone each part is a block of labelled lines (quiz.css, .quiz-table-stack): no column is cut and
          no word is broken. The labels are shown (and read) only there, so a browser that reads block rows as
          plain text still names each value. */}
      <div className="quiz-table-wrap">
        <table className="quiz-table quiz-table-stack">
          <thead>
            <tr>
              {FEEDBACK_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {g.parts.map((p) => (
              <tr key={p.part} data-part={p.part} data-credit={p.credit}>
                <th scope="row">{PART_TR[p.part]}</th>
                <td>
                  <span className="quiz-cell-label">{FEEDBACK_COLUMNS[1]}: </span>
                  {p.given}
                </td>
                <td>
                  <span className="quiz-cell-label">{FEEDBACK_COLUMNS[2]}: </span>
                  {p.expected}
                </td>
                <td className={p.credit === 1 ? 'quiz-ok' : p.credit === 0 ? 'quiz-error' : undefined}>
                  <span className="quiz-cell-label">{FEEDBACK_COLUMNS[3]}: </span>
                  {p.credit === 1 ? '✓ ' : p.credit === 0 ? '✗ ' : ''}
                  {percentTr(p.credit)}
                  {p.note && <span className="quiz-hint"> ({p.note})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="quiz-hint">
        Maddeler kısmi puanla değerlendirilir: işaretlediklerinizin ne kadarının doğru olduğu (kesinlik) ile motorun uyguladığı maddelerin
        ne kadarını işaretlediğiniz (duyarlılık) birlikte sayılır (ikisinin harmonik ortalaması). Hepsini ya da hiçbirini işaretlemek puan
        getirmez.
      </p>
      <RulingSteps rkey={key} edition={edition} />
      {q.explanation && <Markdown text={q.explanation} />}
      <ArticleLinks q={{ articles: key.articles, edition }} />
    </div>
  );
}
