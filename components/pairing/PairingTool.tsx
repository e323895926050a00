// The pairing tool (/araclar/eslendirme/): load or paste a TRF file (or write a list of players), pair
// the next round by the Dutch system (C.04.3) in a Web Worker with the reasons in Turkish, check every
// round of a file, and the exercise "Bu turu siz eşlendirin" graded board by board. Engine: src/pairing;
// worker and helpers: src/browser/pairing. Nothing is uploaded.
import { useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { ask, cancel } from '../../src/browser/pairing/client.ts';
import type { PairingAnswer } from '../../src/browser/pairing/client.ts';
import { playersToTrf } from '../../src/browser/pairing/players.ts';
import { points, roster } from '../../src/browser/pairing/roster.ts';
import type { Roster, RosterPlayer } from '../../src/browser/pairing/roster.ts';
import { parsePairs } from '../../src/pairing/index.ts';
import type { ExerciseGrade } from '../../src/pairing/index.ts';
import type { CheckReport, RoundPairing } from '../../src/pairing/index.ts';
import { formatTrfError } from '../../src/trf/read.ts';
import { initialPairingTool, reducePairingTool } from '../../src/browser/pairing/tool-state.ts';
import type { Busy, Exercise, PairingToolAction, PairingToolState, Shown } from '../../src/browser/pairing/tool-state.ts';
import { MAX_TRF_BYTES, limitMessage } from '../../src/lib/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { AccelerationNote } from './AccelerationNote.tsx';
import { NOTATION_FIELD, fileChosenBefore, typedBefore } from '../fields.ts';

export interface PairingExample {
  label: string;
  text: string;
}

interface Props {
  examples: PairingExample[];
}

/** The exercise form offers every player on every board: kept to a size a phone draws at once. */
const MAX_EXERCISE_PLAYERS = 60;

const BUSY_TEXT: Record<Exclude<Busy, null>, string> = { pair: 'Eşlendiriliyor…', check: 'Denetleniyor…', grade: 'Denetleniyor…' };

function who(p: RosterPlayer | undefined, id: number): string {
  return p ? `${id}. ${p.name.trim() || '—'} (${points(p.score)})` : String(id);
}

/** A chosen file's text (the browser decodes UTF-8, or UTF-16 by its BOM), or the size error. */
function readChosen(file: File | undefined, onText: (t: string) => void, onError: (e: string) => void): void {
  if (!file) return;
  if (file.size > MAX_TRF_BYTES) return onError(limitMessage.trf(file.size));
  const reader = new FileReader();
  reader.onload = () => onText(String(reader.result ?? ''));
  reader.readAsText(file);
}

function PairingTool({ examples }: Props) {
  // Text typed, pasted or chosen before the island hydrated (client:visible) is kept.
  const [s, dispatch] = useReducer(reducePairingTool, null, () =>
    initialPairingTool(typedBefore('esl-text', examples[0]?.text ?? ''), typedBefore('esl-list', ''), typedBefore('esl-rounds', '9')),
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch({ type: 'ready' });
    // Nothing runs yet at hydration: the file chosen before it only becomes the text.
    readChosen(
      fileChosenBefore('esl-file'),
      (text) => dispatch({ type: 'input', text }),
      (error) => dispatch({ type: 'show', shown: { kind: 'error', error } }),
    );
    // Leaving the page stops the job (its answer, null, changes nothing). No "still mounted" flag:
    // StrictMode's second mount would find it cleared and drop the first answer.
    return cancel;
  }, []);

  const tools: Tools = {
    /** New input: stop what runs on the old one (its worker is terminated), clear its result and the exercise. */
    newInput(text) {
      cancel();
      dispatch({ type: 'input', text });
    },
    stop() {
      cancel();
      dispatch({ type: 'stop', explicit: true });
    },
    async run(op) {
      if (s.busy) return;
      const big = tooBig(s.text);
      if (big) return dispatch({ type: 'show', shown: { kind: 'error', error: big } });
      dispatch({ type: 'start', busy: op });
      // Null: stopped (the stop button, a new input); a newer job's answer is the one shown.
      const answer = await ask({ op, text: s.text });
      if (!answer) return;
      dispatch({ type: 'show', shown: shownOf(answer) });
      resultRef.current?.focus({ preventScroll: false });
    },
    async grade(exercise, boards, bye) {
      if (s.busy) return;
      dispatch({ type: 'start', busy: 'grade' });
      const answer = await ask({ op: 'grade', text: exercise.text, pairs: boards.map(([w, b]) => [Number(w), Number(b)]), bye });
      if (!answer) return;
      if (!answer.ok) dispatch({ type: 'exError', error: answer.error });
      else if (answer.op === 'grade') dispatch({ type: 'graded', grade: answer.value });
    },
  };

  return (
    <div className="esl" data-ready={s.ready ? 'true' : 'false'}>
      <InputForm s={s} examples={examples} tools={tools} dispatch={dispatch} />
      <ResultPanel s={s} resultRef={resultRef} onStop={tools.stop} />
      <ExercisePanel s={s} tools={tools} dispatch={dispatch} />
    </div>
  );
}

const tooBig = (t: string) => (t.length > MAX_TRF_BYTES ? limitMessage.trf(t.length) : null);

/** What a worker's answer shows in the result area. */
function shownOf(answer: PairingAnswer): Shown {
  if (!answer.ok) return { kind: 'error', error: answer.error };
  if (answer.op === 'pair') return { kind: 'pair', value: answer.value.pairing, roster: answer.value.roster };
  if (answer.op === 'check') return { kind: 'check', value: answer.value };
  return { kind: 'none' };
}

/** The island's operations the panels call: each dispatches, and the jobs go to the worker. */
interface Tools {
  newInput: (text: string) => void;
  stop: () => void;
  run: (op: 'pair' | 'check') => Promise<void>;
  grade: (exercise: Exercise, boards: [string, string][], bye: number | null) => Promise<void>;
}

interface PanelProps {
  s: PairingToolState;
  tools: Tools;
  dispatch: Dispatch<PairingToolAction>;
}

/** The TRF (a file, pasted text or an example), the two jobs, and a TRF made from a list of players. */
function InputForm({ s, examples, tools, dispatch }: PanelProps & { examples: PairingExample[] }) {
  const onError = (error: string) => dispatch({ type: 'show', shown: { kind: 'error', error } });
  return (
    <form
      className="esl-form"
      onSubmit={(e) => {
        e.preventDefault();
        void tools.run('pair');
      }}
    >
      <label htmlFor="esl-file">TRF dosyası yükleyin</label>
      <input
        id="esl-file"
        type="file"
        accept=".trf,.txt,text/plain"
        onChange={(e) => readChosen(e.target.files?.[0], tools.newInput, onError)}
      />
      <label htmlFor="esl-text">ya da metnini yapıştırın</label>
      <textarea id="esl-text" rows={8} {...NOTATION_FIELD} value={s.text} onChange={(e) => tools.newInput(e.target.value)} />
      {examples.length > 0 && (
        <p className="esl-help">
          Örnek turnuvalar:{' '}
          {examples.map((x, i) => (
            <span key={x.label}>
              {i > 0 && ' '}
              <button type="button" className="esl-chip" onClick={() => tools.newInput(x.text)}>
                {x.label}
              </button>
            </span>
          ))}
        </p>
      )}
      <div className="esl-actions">
        <button type="submit" disabled={!s.ready || s.busy !== null}>
          Sonraki turu eşlendir
        </button>
        <button type="button" className="esl-secondary" disabled={!s.ready || s.busy !== null} onClick={() => void tools.run('check')}>
          Turnuvayı denetle
        </button>
      </div>
      <ListPanel s={s} tools={tools} dispatch={dispatch} />
    </form>
  );
}

/** "Dosyanız yoksa": a TRF from a list of names and ratings. */
function ListPanel({ s, tools, dispatch }: PanelProps) {
  function makeTrf() {
    const r = playersToTrf(s.list, Number(s.rounds));
    if (!r.ok)
      return dispatch({
        type: 'show',
        shown: { kind: 'error', error: `Oyuncu listesi, ${formatTrfError(r.error).replace(/^Satır/, 'satır')}` },
      });
    tools.newInput(r.value);
  }
  return (
    <details className="esl-list">
      <summary>Dosyanız yoksa: oyuncu listesinden başlayın</summary>
      <label htmlFor="esl-list">Her satıra bir oyuncu: ad ve rating (ratingsizse boş bırakın)</label>
      <textarea
        id="esl-list"
        rows={6}
        value={s.list}
        placeholder={'Ayşe Yılmaz 2150\nMehmet Kaya 1980\nZeynep Demir'}
        onChange={(e) => dispatch({ type: 'list', list: e.target.value })}
      />
      <label htmlFor="esl-rounds">Tur sayısı</label>
      <input
        id="esl-rounds"
        type="number"
        min={1}
        max={99}
        inputMode="numeric"
        value={s.rounds}
        onChange={(e) => dispatch({ type: 'rounds', rounds: e.target.value })}
      />
      <div className="esl-actions">
        <button type="button" className="esl-secondary" disabled={!s.ready} onClick={makeTrf}>
          TRF oluştur
        </button>
      </div>
      <p className="esl-help">Başlangıç numaraları ratinge göre verilir (yüksekten düşüğe, ratingsizler en sonda, eşitlikte ada göre).</p>
    </details>
  );
}

/** The job's status and stop button, then its answer: an error, the pairing, or the check of every round. */
function ResultPanel({ s, resultRef, onStop }: { s: PairingToolState; resultRef: RefObject<HTMLDivElement>; onStop: () => void }) {
  const { busy, shown } = s;
  return (
    <div className="esl-result" ref={resultRef} tabIndex={-1} data-state={busy ? 'busy' : shown.kind}>
      <p className="esl-status" role="status">
        {busy ? BUSY_TEXT[busy] : s.stopped ? 'Durduruldu; sonuç gösterilmeyecek.' : ''}
      </p>
      {busy && (
        <button type="button" className="esl-secondary esl-stop" onClick={onStop}>
          Durdur
        </button>
      )}
      {shown.kind === 'error' && (
        <p className="esl-error" role="alert">
          {shown.error}
        </p>
      )}
      {shown.kind === 'pair' && <PairingView value={shown.value} players={byId(shown.roster)} />}
      {shown.kind === 'check' && <CheckView value={shown.value} />}
    </div>
  );
}

const byId = (r: Roster) => new Map(r.players.map((p) => [p.id, p]));

function CheckView({ value }: { value: CheckReport }) {
  return (
    <div className="esl-check">
      {value.first === null ? (
        <p className="esl-ok">{value.rounds} turun hepsi motorun eşlendirmesiyle aynı (C.04.3).</p>
      ) : (
        <>
          <p className="esl-diff">
            {value.identical} tur aynı, {value.differences.length} tur farklı (her tur dosyanın kendi önceki turlarından eşlendi):
          </p>
          <ul className="esl-diff-list">
            {value.differences.map((d) => (
              <li key={d.round}>
                {d.message} {d.boards.length > 0 ? `Farklı masalar (dosyanın ${d.round}. turunda): ${d.boards.join(', ')}.` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** "Bu turu siz eşlendirin": start on the loaded file, choose the boards, see the grade. */
function ExercisePanel({ s, tools, dispatch }: PanelProps) {
  function start() {
    const big = tooBig(s.text);
    if (big) return dispatch({ type: 'exError', error: big });
    const r = roster(s.text);
    if (!r.ok) return dispatch({ type: 'exerciseFailed', error: formatTrfError(r.error) });
    const present = r.value.players.filter((p) => p.present).length;
    if (present > MAX_EXERCISE_PLAYERS)
      return dispatch({
        type: 'exerciseFailed',
        error: `Alıştırma en çok ${MAX_EXERCISE_PLAYERS} oyuncu için; bu turda ${present} oyuncu var. Daha küçük bir turnuva yükleyin ya da örneklerden birini seçin.`,
      });
    dispatch({ type: 'exercise', exercise: { text: s.text, roster: r.value }, boards: Math.floor(present / 2) });
  }
  return (
    <section className="esl-exercise" aria-labelledby="esl-ex-title">
      <h2 id="esl-ex-title">Bu turu siz eşlendirin</h2>
      <p>
        Yüklü turnuvanın sonraki turunu kendiniz eşlendirin; “Denetle” her masayı motorun eşlendirmesiyle karşılaştırır ve her farkın
        nedenini söyler.
      </p>
      <div className="esl-actions">
        <button type="button" className="esl-secondary" disabled={!s.ready || s.busy !== null} onClick={start}>
          Alıştırmayı başlat
        </button>
      </div>
      {s.exercise && <ExerciseForm s={s} exercise={s.exercise} tools={tools} dispatch={dispatch} />}
      {s.exError && (
        <p className="esl-error" role="alert">
          {s.exError}
        </p>
      )}
      {s.grade && s.exercise && <GradeView grade={s.grade} players={byId(s.exercise.roster)} />}
    </section>
  );
}

/** The exercise's boards: quick entry, a white and a black player per board, the bye when the number is odd. */
function ExerciseForm({ s, exercise, tools, dispatch }: PanelProps & { exercise: Exercise }) {
  const players = exercise.roster.players.filter((p) => p.present);
  function applyQuick() {
    const r = parsePairs(s.quick);
    if (!r.ok) return dispatch({ type: 'exError', error: r.error });
    dispatch({ type: 'pairs', pairs: r.value.pairs, bye: r.value.bye });
  }
  function check() {
    const empty = s.boards.findIndex(([w, b]) => !w || !b);
    if (empty >= 0) return dispatch({ type: 'exError', error: `${empty + 1}. masada beyaz ve siyah oyuncuyu seçin.` });
    if (players.length % 2 === 1 && !s.bye)
      return dispatch({ type: 'exError', error: 'Oyuncu sayısı tek: eşlendirme bayını alan oyuncuyu seçin.' });
    void tools.grade(exercise, s.boards, s.bye ? Number(s.bye) : null);
  }
  return (
    <form
      className="esl-form"
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <p>
        {exercise.roster.round}. tur, {players.length} oyuncu. Puanlar tur öncesidir.
      </p>
      <label htmlFor="esl-quick">Hızlı giriş: eşleşmeleri beyaz–siyah sırasıyla yazın (ör. “3-7 5-1”, bay için “bay 9”)</label>
      <div className="esl-inline">
        <input
          id="esl-quick"
          type="text"
          {...NOTATION_FIELD}
          value={s.quick}
          onChange={(e) => dispatch({ type: 'quick', quick: e.target.value })}
        />
        <button type="button" className="esl-secondary" onClick={applyQuick}>
          Masalara aktar
        </button>
      </div>
      <ol className="esl-boards">
        {s.boards.map((pair, i) => (
          <BoardChoice key={i} index={i} pair={pair} players={players} dispatch={dispatch} />
        ))}
      </ol>
      {players.length % 2 === 1 && (
        <label>
          Eşlendirme bayı{' '}
          <select id="esl-bye" value={s.bye} onChange={(e) => dispatch({ type: 'bye', id: e.target.value })}>
            <PlayerOptions players={players} />
          </select>
        </label>
      )}
      <div className="esl-actions">
        <button type="submit" disabled={s.busy !== null}>
          Denetle
        </button>
      </div>
    </form>
  );
}

function PlayerOptions({ players }: { players: RosterPlayer[] }) {
  return (
    <>
      <option value="">—</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {who(p, p.id)}
        </option>
      ))}
    </>
  );
}

interface BoardChoiceProps {
  index: number;
  pair: [string, string];
  players: RosterPlayer[];
  dispatch: Dispatch<PairingToolAction>;
}

function BoardChoice({ index, pair, players, dispatch }: BoardChoiceProps) {
  const no = index + 1;
  return (
    <li className="esl-board" data-board={no}>
      <span className="esl-board-no">{no}. masa</span>
      {(['Beyaz', 'Siyah'] as const).map((name, side) => (
        <label key={name}>
          {name}{' '}
          <select
            value={pair[side]}
            aria-label={`${no}. masa ${name.toLocaleLowerCase('tr-TR')}`}
            onChange={(e) => dispatch({ type: 'board', index, side: side as 0 | 1, id: e.target.value })}
          >
            <PlayerOptions players={players} />
          </select>
        </label>
      ))}
    </li>
  );
}

const VERDICT_TR: Record<ExerciseGrade['boards'][number]['verdict'], string> = {
  right: 'doğru',
  colours: 'renkler ters',
  wrong: 'yanlış',
  invalid: 'geçersiz',
};

/** The grade: the count, each board with its verdict and reasons, the bye, the deciding criterion. */
function GradeView({ grade, players }: { grade: ExerciseGrade; players: Map<number, RosterPlayer> }) {
  return (
    <div className="esl-grade" role="region" aria-label="Değerlendirme">
      <p className="esl-summary">
        {grade.engine.pairs.length} masadan {grade.right} doğru
        {grade.engine.bye !== null ? (grade.bye.right ? '; bay doğru' : '; bay yanlış') : ''}.
        {grade.missing.length > 0 && ` Eşlenmeyen oyuncular: ${grade.missing.join(', ')}.`}
      </p>
      <ol className="esl-grades">
        {grade.boards.map((g) => (
          <li key={g.board} className={`esl-g esl-g-${g.verdict}`} data-board={g.board} data-verdict={g.verdict}>
            <strong>
              {g.board}. masa: {who(players.get(g.white), g.white)} – {who(players.get(g.black), g.black)}: {VERDICT_TR[g.verdict]}
            </strong>
            {g.text.length > 0 && <TextList text={g.text} />}
          </li>
        ))}
      </ol>
      {!grade.bye.right && (
        <div className="esl-g esl-g-wrong" data-verdict="bye">
          <strong>Bay: {grade.bye.given === null ? 'verilmedi' : who(players.get(grade.bye.given), grade.bye.given)}</strong>
          <TextList text={grade.bye.text} />
        </div>
      )}
      {grade.decisive && <p className="esl-decisive">{grade.decisive}</p>}
    </div>
  );
}

function TextList({ text }: { text: string[] }) {
  return (
    <ul>
      {text.map((t, k) => (
        <li key={k}>{t}</li>
      ))}
    </ul>
  );
}

function PairingView({ value, players }: { value: Omit<RoundPairing, 'reasons'>; players: Map<number, RosterPlayer> }) {
  return (
    <div className="esl-pairing">
      <h2>{value.round}. tur eşlendirmesi</h2>
      <div className="esl-grid">
        <div className="esl-scroll" tabIndex={0} role="region" aria-label="Eşlendirme (yana kaydırılabilir)">
          <table className="esl-table">
            <caption className="esl-caption">Puanlar tur öncesidir. Geniş tablo yana kayar.</caption>
            <thead>
              <tr>
                <th>Masa</th>
                <th>Beyaz</th>
                <th>Puan</th>
                <th>Siyah</th>
                <th>Puan</th>
              </tr>
            </thead>
            <tbody>
              {value.pairs.map(([w, b], i) => (
                <tr key={i} data-board={i + 1}>
                  <td>{i + 1}</td>
                  <td>
                    {w}. {players.get(w)?.name.trim()}
                  </td>
                  <td>{points(players.get(w)?.score ?? 0)}</td>
                  <td>
                    {b}. {players.get(b)?.name.trim()}
                  </td>
                  <td>{points(players.get(b)?.score ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="esl-explain">
          {value.bye !== null && (
            <p className="esl-bye">
              Eşlendirme bayı: {value.bye}. {players.get(value.bye)?.name.trim()} ({points(players.get(value.bye)?.score ?? 0)} puan)
            </p>
          )}
          {value.acceleration && <AccelerationNote report={value.acceleration} />}
          <h3>Neden böyle?</h3>
          <ul className="esl-reasons">
            {value.text.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

export default withBoundary(PairingTool, 'Eşlendirme aracı');
