// The pairing tool (/araclar/eslendirme/): load or paste a TRF file (or write a list of players), pair
// the next round by the Dutch system (C.04.3) in a Web Worker with the reasons in Turkish, check every
// round of a file, and the exercise "Bu turu siz eşlendirin" graded board by board. Engine: src/pairing;
// worker and helpers: src/browser/pairing. Nothing is uploaded.
import { useEffect, useRef, useState } from 'react';
import { ask, cancel } from '../../src/browser/pairing/client.ts';
import type { PairingAnswer } from '../../src/browser/pairing/client.ts';
import { playersToTrf } from '../../src/browser/pairing/players.ts';
import { points, roster } from '../../src/browser/pairing/roster.ts';
import type { Roster, RosterPlayer } from '../../src/browser/pairing/roster.ts';
import { parsePairs } from '../../src/pairing/index.ts';
import type { ExerciseGrade } from '../../src/pairing/index.ts';
import type { CheckReport, RoundPairing } from '../../src/pairing/index.ts';
import { formatTrfError } from '../../src/trf/read.ts';
import { MAX_TRF_BYTES, limitMessage } from '../../src/lib/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { NOTATION_FIELD, fileChosenBefore, typedBefore } from '../fields.ts';

export interface PairingExample {
  label: string;
  text: string;
}

interface Props {
  examples: PairingExample[];
}

type Busy = null | 'pair' | 'check' | 'grade';
type Shown =
  | { kind: 'none' }
  | { kind: 'error'; error: string }
  | { kind: 'pair'; value: Omit<RoundPairing, 'reasons'>; roster: Roster }
  | { kind: 'check'; value: CheckReport };

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
  const [text, setText] = useState(() => typedBefore('esl-text', examples[0]?.text ?? ''));
  const [list, setList] = useState(() => typedBefore('esl-list', ''));
  const [rounds, setRounds] = useState(() => typedBefore('esl-rounds', '9'));
  const [busy, setBusy] = useState<Busy>(null);
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [ready, setReady] = useState(false);
  // Exercise: the roster it was started on, the boards as chosen, the grade.
  const [exercise, setExercise] = useState<{ text: string; roster: Roster } | null>(null);
  const [boards, setBoards] = useState<[string, string][]>([]);
  const [bye, setBye] = useState('');
  const [quick, setQuick] = useState('');
  const [exError, setExError] = useState<string | null>(null);
  const [grade, setGrade] = useState<ExerciseGrade | null>(null);
  const live = useRef(true);
  // The job whose answer may be shown: a new input or the stop button moves it on, so an older
  // answer (from a big file started before an example was chosen) is never shown.
  const job = useRef(0);
  const [stopped, setStopped] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setReady(true);
    // Nothing runs yet at hydration: the file chosen before it only becomes the text.
    readChosen(fileChosenBefore('esl-file'), setText, (error) => setShown({ kind: 'error', error }));
    return () => {
      live.current = false;
    };
  }, []);

  /** Stop the running job (its worker is terminated) and forget its answer. */
  function stopJob(explicit = false) {
    job.current++;
    cancel();
    setBusy(null);
    setStopped(explicit);
  }

  /** New input: stop what runs on the old one, clear its result and the exercise. */
  function newInput(t: string) {
    stopJob();
    setText(t);
    setShown({ kind: 'none' });
    setExercise(null);
  }

  const tooBig = (t: string) => (t.length > MAX_TRF_BYTES ? limitMessage.trf(t.length) : null);

  const onFile = (file: File | undefined) => readChosen(file, newInput, (error) => setShown({ kind: 'error', error }));

  async function run(op: 'pair' | 'check') {
    if (busy) return;
    const big = tooBig(text);
    if (big) return setShown({ kind: 'error', error: big });
    const mine = ++job.current;
    setStopped(false);
    setBusy(op);
    const answer: PairingAnswer | null = await ask({ op, text });
    if (!live.current || mine !== job.current || !answer) return;
    setBusy(null);
    if (!answer.ok) setShown({ kind: 'error', error: answer.error });
    else if (answer.op === 'pair') setShown({ kind: 'pair', value: answer.value.pairing, roster: answer.value.roster });
    else if (answer.op === 'check') setShown({ kind: 'check', value: answer.value });
    resultRef.current?.focus({ preventScroll: false });
  }

  function makeTrf() {
    const r = playersToTrf(list, Number(rounds));
    if (!r.ok) return setShown({ kind: 'error', error: `Oyuncu listesi, ${formatTrfError(r.error).replace(/^Satır/, 'satır')}` });
    newInput(r.value);
  }

  function startExercise() {
    const big = tooBig(text);
    if (big) return setExError(big);
    const r = roster(text);
    if (!r.ok) {
      setExercise(null);
      return setExError(formatTrfError(r.error));
    }
    const present = r.value.players.filter((p) => p.present).length;
    if (present > MAX_EXERCISE_PLAYERS) {
      setExercise(null);
      return setExError(
        `Alıştırma en çok ${MAX_EXERCISE_PLAYERS} oyuncu için; bu turda ${present} oyuncu var. Daha küçük bir turnuva yükleyin ya da örneklerden birini seçin.`,
      );
    }
    setExercise({ text, roster: r.value });
    setBoards(Array.from({ length: Math.floor(present / 2) }, () => ['', ''] as [string, string]));
    setBye('');
    setQuick('');
    setGrade(null);
    setExError(null);
  }

  function applyQuick() {
    const r = parsePairs(quick);
    if (!r.ok) return setExError(r.error);
    setExError(null);
    setBoards((old) => old.map((_, i) => (r.value.pairs[i] ? [String(r.value.pairs[i][0]), String(r.value.pairs[i][1])] : ['', ''])));
    setBye(r.value.bye === null ? '' : String(r.value.bye));
  }

  async function check() {
    if (!exercise || busy) return;
    const empty = boards.findIndex(([w, b]) => !w || !b);
    if (empty >= 0) return setExError(`${empty + 1}. masada beyaz ve siyah oyuncuyu seçin.`);
    const odd = exercise.roster.players.filter((p) => p.present).length % 2 === 1;
    if (odd && !bye) return setExError('Oyuncu sayısı tek: eşlendirme bayını alan oyuncuyu seçin.');
    setExError(null);
    const mine = ++job.current;
    setStopped(false);
    setBusy('grade');
    const answer = await ask({
      op: 'grade',
      text: exercise.text,
      pairs: boards.map(([w, b]) => [Number(w), Number(b)]),
      bye: bye ? Number(bye) : null,
    });
    if (!live.current || mine !== job.current || !answer) return;
    setBusy(null);
    if (!answer.ok) return setExError(answer.error);
    if (answer.op === 'grade') setGrade(answer.value);
  }

  const byId = (r: Roster) => new Map(r.players.map((p) => [p.id, p]));
  const exPlayers = exercise ? exercise.roster.players.filter((p) => p.present) : [];
  const exById = exercise ? byId(exercise.roster) : new Map<number, RosterPlayer>();

  return (
    <div className="esl" data-ready={ready ? 'true' : 'false'}>
      <form
        className="esl-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run('pair');
        }}
      >
        <label htmlFor="esl-file">TRF dosyası yükleyin</label>
        <input id="esl-file" type="file" accept=".trf,.txt,text/plain" onChange={(e) => onFile(e.target.files?.[0])} />
        <label htmlFor="esl-text">ya da metnini yapıştırın</label>
        <textarea id="esl-text" rows={8} {...NOTATION_FIELD} value={text} onChange={(e) => newInput(e.target.value)} />
        {examples.length > 0 && (
          <p className="esl-help">
            Örnek turnuvalar:{' '}
            {examples.map((x, i) => (
              <span key={x.label}>
                {i > 0 && ' '}
                <button type="button" className="esl-chip" onClick={() => newInput(x.text)}>
                  {x.label}
                </button>
              </span>
            ))}
          </p>
        )}
        <div className="esl-actions">
          <button type="submit" disabled={!ready || busy !== null}>
            Sonraki turu eşlendir
          </button>
          <button type="button" className="esl-secondary" disabled={!ready || busy !== null} onClick={() => void run('check')}>
            Turnuvayı denetle
          </button>
        </div>
        <details className="esl-list">
          <summary>Dosyanız yoksa: oyuncu listesinden başlayın</summary>
          <label htmlFor="esl-list">Her satıra bir oyuncu: ad ve rating (ratingsizse boş bırakın)</label>
          <textarea
            id="esl-list"
            rows={6}
            value={list}
            placeholder={'Ayşe Yılmaz 2150\nMehmet Kaya 1980\nZeynep Demir'}
            onChange={(e) => setList(e.target.value)}
          />
          <label htmlFor="esl-rounds">Tur sayısı</label>
          <input
            id="esl-rounds"
            type="number"
            min={1}
            max={99}
            inputMode="numeric"
            value={rounds}
            onChange={(e) => setRounds(e.target.value)}
          />
          <div className="esl-actions">
            <button type="button" className="esl-secondary" disabled={!ready} onClick={makeTrf}>
              TRF oluştur
            </button>
          </div>
          <p className="esl-help">
            Başlangıç numaraları ratinge göre verilir (yüksekten düşüğe, ratingsizler en sonda, eşitlikte ada göre).
          </p>
        </details>
      </form>

      <div className="esl-result" ref={resultRef} tabIndex={-1} data-state={busy ? 'busy' : shown.kind}>
        <p className="esl-status" role="status">
          {busy ? BUSY_TEXT[busy] : stopped ? 'Durduruldu; sonuç gösterilmeyecek.' : ''}
        </p>
        {busy && (
          <button type="button" className="esl-secondary esl-stop" onClick={() => stopJob(true)}>
            Durdur
          </button>
        )}
        {shown.kind === 'error' && (
          <p className="esl-error" role="alert">
            {shown.error}
          </p>
        )}
        {shown.kind === 'pair' && <PairingView value={shown.value} players={byId(shown.roster)} />}
        {shown.kind === 'check' && (
          <div className="esl-check">
            {shown.value.first === null ? (
              <p className="esl-ok">{shown.value.rounds} turun hepsi motorun eşlendirmesiyle aynı (C.04.3).</p>
            ) : (
              <>
                <p className="esl-diff">
                  {shown.value.identical} tur aynı, {shown.value.differences.length} tur farklı (her tur dosyanın kendi önceki turlarından
                  eşlendi):
                </p>
                <ul className="esl-diff-list">
                  {shown.value.differences.map((d) => (
                    <li key={d.round}>
                      {d.message} {d.boards.length > 0 ? `Farklı masalar (dosyanın ${d.round}. turunda): ${d.boards.join(', ')}.` : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>

      <section className="esl-exercise" aria-labelledby="esl-ex-title">
        <h2 id="esl-ex-title">Bu turu siz eşlendirin</h2>
        <p>
          Yüklü turnuvanın sonraki turunu kendiniz eşlendirin; “Denetle” her masayı motorun eşlendirmesiyle karşılaştırır ve her farkın
          nedenini söyler.
        </p>
        <div className="esl-actions">
          <button type="button" className="esl-secondary" disabled={!ready || busy !== null} onClick={startExercise}>
            Alıştırmayı başlat
          </button>
        </div>
        {exercise && (
          <form
            className="esl-form"
            onSubmit={(e) => {
              e.preventDefault();
              void check();
            }}
          >
            <p>
              {exercise.roster.round}. tur, {exPlayers.length} oyuncu. Puanlar tur öncesidir.
            </p>
            <label htmlFor="esl-quick">Hızlı giriş: eşleşmeleri beyaz–siyah sırasıyla yazın (ör. “3-7 5-1”, bay için “bay 9”)</label>
            <div className="esl-inline">
              <input id="esl-quick" type="text" {...NOTATION_FIELD} value={quick} onChange={(e) => setQuick(e.target.value)} />
              <button type="button" className="esl-secondary" onClick={applyQuick}>
                Masalara aktar
              </button>
            </div>
            <ol className="esl-boards">
              {boards.map(([w, b], i) => (
                <li key={i} className="esl-board" data-board={i + 1}>
                  <span className="esl-board-no">{i + 1}. masa</span>
                  <label>
                    Beyaz{' '}
                    <select
                      value={w}
                      aria-label={`${i + 1}. masa beyaz`}
                      onChange={(e) => setBoards((old) => old.map((x, k) => (k === i ? [e.target.value, x[1]] : x)))}
                    >
                      <option value="">—</option>
                      {exPlayers.map((p) => (
                        <option key={p.id} value={p.id}>
                          {who(p, p.id)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    Siyah{' '}
                    <select
                      value={b}
                      aria-label={`${i + 1}. masa siyah`}
                      onChange={(e) => setBoards((old) => old.map((x, k) => (k === i ? [x[0], e.target.value] : x)))}
                    >
                      <option value="">—</option>
                      {exPlayers.map((p) => (
                        <option key={p.id} value={p.id}>
                          {who(p, p.id)}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ol>
            {exPlayers.length % 2 === 1 && (
              <label>
                Eşlendirme bayı{' '}
                <select id="esl-bye" value={bye} onChange={(e) => setBye(e.target.value)}>
                  <option value="">—</option>
                  {exPlayers.map((p) => (
                    <option key={p.id} value={p.id}>
                      {who(p, p.id)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className="esl-actions">
              <button type="submit" disabled={busy !== null}>
                Denetle
              </button>
            </div>
          </form>
        )}
        {exError && (
          <p className="esl-error" role="alert">
            {exError}
          </p>
        )}
        {grade && exercise && (
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
                    {g.board}. masa: {who(exById.get(g.white), g.white)} – {who(exById.get(g.black), g.black)}:{' '}
                    {g.verdict === 'right'
                      ? 'doğru'
                      : g.verdict === 'colours'
                        ? 'renkler ters'
                        : g.verdict === 'wrong'
                          ? 'yanlış'
                          : 'geçersiz'}
                  </strong>
                  {g.text.length > 0 && (
                    <ul>
                      {g.text.map((t, k) => (
                        <li key={k}>{t}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
            {!grade.bye.right && (
              <div className="esl-g esl-g-wrong" data-verdict="bye">
                <strong>Bay: {grade.bye.given === null ? 'verilmedi' : who(exById.get(grade.bye.given), grade.bye.given)}</strong>
                <ul>
                  {grade.bye.text.map((t, k) => (
                    <li key={k}>{t}</li>
                  ))}
                </ul>
              </div>
            )}
            {grade.decisive && <p className="esl-decisive">{grade.decisive}</p>}
          </div>
        )}
      </section>
    </div>
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
