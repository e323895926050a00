// The dead-position tool (/araclar/olu-konum/): can this side still checkmate by some series of
// legal moves? (5.2.2 dead position, 6.9 flag fall, 7.5.5 second illegal move, A.5.3; 2018 A.4.3.) The
// analysis runs in a Web Worker with a node limit (src/browser/unwinnable-client.ts); the page
// stays responsive and the answer "karar verilemedi" is given honestly when the limit is hit.
import { useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import BoardSvg from './BoardSvg.tsx';
import BoardEditor from './BoardEditor.tsx';
import { analyse, cancel, BROWSER_NODE_LIMIT } from '../src/browser/unwinnable-client.ts';
import type { Analysis, AnalyseResult } from '../src/browser/unwinnable-client.ts';
import { initialDead, reduceDead } from '../src/browser/dead-position-state.ts';
import type { DeadAction, DeadState, SideChoice, ToolEdition } from '../src/browser/dead-position-state.ts';
import { parseBoard, parseFen } from '../src/engine/index.ts';
import { withBoundary } from './ToolBoundary.tsx';
import { NOTATION_FIELD } from './fields.ts';
import { completeFen } from '../src/browser/fen.ts';

const EXAMPLES: { label: string; fen: string; side: SideChoice }[] = [
  { label: 'Kapalı piyon zinciri', fen: '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1', side: 'white' },
  { label: 'Şah ve at, şah ve piyona karşı', fen: '7k/7p/8/8/8/3KN3/8/8 w - - 0 1', side: 'white' },
  { label: 'Aynı renk filler', fen: '8/8/4k3/8/8/6B1/7B/B1B1B1K1 b - - 0 1', side: 'white' },
  { label: 'Duvarın ardında fil', fen: 'Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - - 0 1', side: 'white' },
];

const LIMITS: { label: string; value: number }[] = [
  { label: 'Hızlı (200 bin düğüm)', value: 200_000 },
  { label: `Olağan (${(BROWSER_NODE_LIMIT / 1_000_000).toLocaleString('tr-TR')} milyon düğüm)`, value: BROWSER_NODE_LIMIT },
  { label: 'Derin (6 milyon düğüm)', value: 6_000_000 },
];

const SIDE_NAME: Record<'white' | 'black', string> = { white: 'Beyaz', black: 'Siyah' };
const SIDE_GEN: Record<'white' | 'black', string> = { white: "Beyaz'ın", black: "Siyah'ın" };

/** The articles that ask "can he still mate?", by edition (2023: also resignation, 5.1.2). */
const ARTICLES: Record<ToolEdition, { lose: string; rapid: string; resign: string | null }> = {
  '2023': { lose: 'Madde 6.9, 7.5.5', rapid: 'Ek A.5.3', resign: 'Madde 5.1.2' },
  '2018': { lose: 'Madde 6.9, 7.5.5', rapid: 'Ek A.4.3', resign: null },
};

/** "12. Şe2 Şd7 13. Fc4#" or "12… Şd7 13. …" from SAN moves. */
function numbered(san: string[], first: { number: number; color: 'white' | 'black' }): string {
  const parts: string[] = [];
  let n = first.number;
  let white = first.color === 'white';
  san.forEach((m, i) => {
    if (white) parts.push(`${n}. ${m}`);
    else parts.push(i === 0 ? `${n}… ${m}` : m);
    if (!white) n++;
    white = !white;
  });
  return parts.join(' ');
}

function DeadPositionTool() {
  // Hydration starts from what the server rendered (the example), so it matches the page exactly: a
  // different first render (a FEN typed before hydration, another board preview) made React throw the
  // server's DOM away and render anew, losing the field and what was being typed into it.
  const [s, dispatch] = useReducer(reduceDead, initialDead(EXAMPLES[0].fen, BROWSER_NODE_LIMIT));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A FEN typed before or during hydration (client:visible, late on a slow phone) is in the field,
    // which hydration keeps; the state takes it before the next render would put the example back.
    // The server-rendered form stays inert until then (no native submit).
    const el = field.current;
    dispatch({ type: 'ready', typed: el && el.value !== EXAMPLES[0].fen ? el.value : null });
    // Leaving the page stops the analysis (its answer, null, changes nothing). No "still mounted" flag:
    // StrictMode's second mount would find it cleared and drop the first answer.
    return cancel;
  }, []);

  // A placement alone or a FEN without its last fields is read as an arbiter types it off the board.
  const full = completeFen(s.fen);

  async function run(e?: React.FormEvent) {
    e?.preventDefault();
    if (s.busy) return;
    dispatch({ type: 'start', fen: full.fen });
    const result = await analyse(full.fen, s.side === 'auto' ? null : s.side, s.limit);
    dispatch({ type: 'done', result });
  }

  return (
    <div className="dpt" data-ready={s.ready ? 'true' : undefined}>
      <div className="dpt-grid">
        <div className="dpt-board">
          <BoardPanel ready={s.ready} fen={full.fen} dispatch={dispatch} />
        </div>
        <form className="dpt-form" onSubmit={run} aria-describedby="dpt-help">
          <FenField field={field} fen={s.fen} assumed={full.assumed} dispatch={dispatch} />
          <OptionsPanel s={s} dispatch={dispatch} />
          <div className="dpt-actions">
            <button type="submit" disabled={s.busy || !s.ready}>
              {s.busy ? 'Çözümleniyor…' : 'Çözümle'}
            </button>
            {s.busy && (
              <button type="button" onClick={cancel}>
                Durdur
              </button>
            )}
          </div>
        </form>
      </div>
      <div
        className="dpt-result"
        aria-live="polite"
        data-verdict={s.result ? (s.result.ok ? s.result.value.verdict : 'error') : s.busy ? 'busy' : ''}
      >
        {s.result && <Answer result={s.result} fen={s.asked} edition={s.edition} />}
      </div>
    </div>
  );
}

/** The board: the editor once React runs (the FEN field follows it), the static preview before. */
function BoardPanel({ ready, fen, dispatch }: { ready: boolean; fen: string; dispatch: Dispatch<DeadAction> }) {
  if (ready) return <BoardEditor id="dpt-editor" fen={fen} onChange={(f) => dispatch({ type: 'board', fen: f })} />;
  if (parseBoard(fen).ok) return <BoardSvg fen={fen} size={320} />;
  return <p className="dpt-help">Geçerli bir taş dizilişi yazıldığında tahta burada görünür.</p>;
}

interface FenFieldProps {
  field: RefObject<HTMLInputElement>;
  fen: string;
  assumed: string | null | undefined;
  dispatch: Dispatch<DeadAction>;
}

/** The FEN typed (the board follows it) and the example positions. */
function FenField({ field, fen, assumed, dispatch }: FenFieldProps) {
  return (
    <>
      <label htmlFor="dpt-fen">Konum (FEN)</label>
      <input
        ref={field}
        id="dpt-fen"
        name="fen"
        type="text"
        {...NOTATION_FIELD}
        autoComplete="off"
        value={fen}
        onChange={(e) => dispatch({ type: 'fen', fen: e.target.value })}
      />
      {assumed && (
        <p className="dpt-help" data-fen-assumed>
          {assumed} Rok ve geçerken alma hakkı yok sayıldı.
        </p>
      )}
      <p id="dpt-help" className="dpt-help">
        Örnek konumlar:{' '}
        {EXAMPLES.map((x, i) => (
          <span key={x.fen}>
            {i > 0 && ' · '}
            <button type="button" className="dpt-link" onClick={() => dispatch({ type: 'example', fen: x.fen, side: x.side })}>
              {x.label}
            </button>
          </span>
        ))}
      </p>
    </>
  );
}

const SIDES: [SideChoice, string][] = [
  ['white', 'Beyaz'],
  ['black', 'Siyah'],
  ['auto', 'Son hamleyi yapan taraf'],
  ['both', 'İki taraf da (ölü konum, 5.2.2)'],
];

/** The side asked about, the edition and the search limit. */
function OptionsPanel({ s, dispatch }: { s: DeadState; dispatch: Dispatch<DeadAction> }) {
  return (
    <>
      <fieldset>
        <legend>Mat etmesi sorulan taraf</legend>
        {SIDES.map(([value, label]) => (
          <label key={value} className="dpt-radio">
            <input
              type="radio"
              name="side"
              value={value}
              checked={s.side === value}
              onChange={() => dispatch({ type: 'side', side: value })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor="dpt-edition">Kurallar</label>
      <select
        id="dpt-edition"
        value={s.edition}
        onChange={(e) => dispatch({ type: 'edition', edition: e.target.value as ToolEdition })}
        data-edition-select
      >
        <option value="2023">2023 (yürürlükte)</option>
        <option value="2018">2018 metni</option>
      </select>
      <label htmlFor="dpt-limit">Arama sınırı</label>
      <select id="dpt-limit" value={s.limit} onChange={(e) => dispatch({ type: 'limit', limit: Number(e.target.value) })}>
        {LIMITS.map((l) => (
          <option key={l.value} value={l.value}>
            {l.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The text is a FEN (placement and side to move at least; the rest defaults as the analysis does). */
function fenReads(fen: string): boolean {
  const fields = fen.trim().split(/\s+/).filter(Boolean);
  if (fields.length < 2) return false;
  while (fields.length < 4) fields.push('-');
  return parseFen(fields.join(' ')).ok;
}

function Answer({ result: answer, fen, edition }: { result: AnalyseResult; fen: string; edition: ToolEdition }) {
  const arts = ARTICLES[edition];
  if (!answer.ok) {
    return (
      <p className="dpt-error" role="alert">
        {/* A FEN that reads but describes an impossible board (kings side by side …) is a position that breaks the rules, not an unreadable one. */}
        <strong>{fenReads(fen) ? 'Kural dışı konum.' : 'Konum okunamadı.'}</strong> {answer.error}
      </p>
    );
  }
  const result = answer.value;
  if (result.verdict === 'both') return <BothAnswer result={result} />;
  const who = SIDE_NAME[result.side];
  const otherGen = SIDE_GEN[result.side === 'white' ? 'black' : 'white'];
  const time = `${(result.ms / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 2 })} sn`;
  if (result.verdict === 'winnable') {
    return (
      <div className="dpt-answer dpt-yes">
        <p>
          <strong>{who} mat edebilir.</strong> İki tarafın birlikte oynadığı şu kurallara uygun hamle dizisi {otherGen} şahını mat ederek
          biter ({result.san.length} yarım hamle, {time}):
        </p>
        <p className="dpt-line" lang="tr">
          {result.san.length ? numbered(result.san, result.firstMove) : 'Konumda mat zaten var.'}
        </p>
        <p className="dpt-help">
          Bu yüzden {otherGen} süresi biterse oyunu {who} kazanır (Madde 6.9); konum ölü değildir (Madde 5.2.2). Dizinin iyi oynanmış olması
          gerekmez: kurallar yalnızca böyle bir dizinin var olup olmadığına bakar.
        </p>
        <details>
          <summary>UCI gösterimi</summary>
          <code>{result.uci.join(' ') || '—'}</code>
        </details>
      </div>
    );
  }
  if (result.verdict === 'unwinnable') {
    return (
      <div className="dpt-answer dpt-no">
        <p>
          <strong>{who} mat edemez (ölü konum / 6.9 beraberlik).</strong> Hiçbir kurallara uygun hamle dizisi {otherGen} şahını mat etmiyor
          ({time}).
        </p>
        {result.explanation && (
          <p className="dpt-proof" data-proof>
            Kanıt: {result.explanation}
          </p>
        )}
        <p className="dpt-help">
          {otherGen} süresi biterse ya da ikinci kural dışı hamlesini yaparsa oyunu kaybetmez, oyun berabere biter ({arts.lose}; hızlı ve
          yıldırım oyunlarında {arts.rapid}).
          {arts.resign && <> 2023 kurallarına göre bu konumda terk eden oyuncu da kaybetmez: sonuç beraberliktir ({arts.resign}).</>} Öteki
          taraf da mat edemiyorsa konum ölüdür ve oyun o anda berabere biter (Madde 5.2.2).
        </p>
      </div>
    );
  }
  return (
    <div className="dpt-answer dpt-unknown">
      <p>
        <strong>Karar verilemedi (düğüm sınırı).</strong> {who} için arama sınırına ulaşıldı ({time}); ne mat eden bir dizi bulundu ne de
        matın olanaksızlığı kanıtlandı.
      </p>
      <p className="dpt-help">
        Daha yüksek bir arama sınırıyla yeniden deneyin. Kesin bir yanıt yokken hakem, kuralın ölçütüyle (herhangi bir kurallara uygun hamle
        dizisiyle mat mümkün mü?) konumu kendisi değerlendirmelidir.
      </p>
      <p className="dpt-help">
        Konum: <code>{fen}</code>
      </p>
    </div>
  );
}

/** Both sides at once (5.2.2): the position is dead when neither side can mate. */
function BothAnswer({ result }: { result: Extract<Analysis, { verdict: 'both' }> }) {
  const time = `${(result.ms / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 2 })} sn`;
  const head =
    result.dead === 'dead'
      ? 'Konum ölü: iki taraf da hiçbir kurallara uygun hamle dizisiyle mat edemez; oyun berabere biter (Madde 5.2.2).'
      : result.dead === 'alive'
        ? 'Konum ölü değil: en az bir taraf yasal bir hamle dizisiyle mat edebilir.'
        : 'Karar verilemedi: bir taraf için arama sınırına ulaşıldı.';
  return (
    <div
      className={`dpt-answer ${result.dead === 'dead' ? 'dpt-no' : result.dead === 'alive' ? 'dpt-yes' : 'dpt-unknown'}`}
      data-dead={result.dead}
    >
      <p>
        <strong>{head}</strong> ({time})
      </p>
      <ul>
        {(['white', 'black'] as const).map((c) => {
          const a = result[c];
          return (
            <li key={c} data-side-answer={c}>
              {SIDE_NAME[c]}:{' '}
              {a.verdict === 'winnable' ? (
                <>mat edebilir, örneğin {a.san?.join(' ')}</>
              ) : a.verdict === 'unwinnable' ? (
                <>mat edemez. {a.explanation}</>
              ) : (
                <>karar verilemedi (arama sınırı).</>
              )}
            </li>
          );
        })}
      </ul>
      <p className="dpt-help">
        Süre bitiminde (6.9) ya da ikinci kural dışı hamlede (7.5.5) yalnızca rakibin mat edip edemeyeceği önemlidir; yukarıdaki satırlar
        bunu her iki taraf için ayrı ayrı gösterir.
      </p>
    </div>
  );
}

export default withBoundary(DeadPositionTool, 'Ölü konum aracı');
