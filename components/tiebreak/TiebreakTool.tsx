// The tie-break tool (/araclar/esitlik-bozma/): load or paste a TRF file, choose the tie-breaks in
// order, see the ranking and, for any player, how each value was computed. Everything runs in the
// browser (src/tiebreak); nothing is uploaded.
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_TIEBREAKS, TIEBREAK_TITLES, computeStandings, formatTrfError, parseTrf, trNum } from '../../src/tiebreak/index.ts';
import type { PlayerStanding, RulesVersion, Standings } from '../../src/tiebreak/index.ts';
import { WorkingItems } from './Crosstable.tsx';
import { MAX_TRF_BYTES, limitMessage } from '../../src/lib/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { NOTATION_FIELD, fileChosenBefore, typedBefore } from '../fields.ts';
import { err, ok, type Result } from '../../src/engine/index.ts';

interface Props {
  example: string;
}

/** The ranking with the warnings of reading and computing, or the Turkish error. */
type Outcome = Result<{ standings: Standings; warnings: string[] }, string>;

function run(text: string, codes: string, rules: RulesVersion, roundRobin: boolean): Outcome {
  if (text.length > MAX_TRF_BYTES) return err(limitMessage.trf(text.length));
  const parsed = parseTrf(text);
  if (!parsed.ok) return err(formatTrfError(parsed.error));
  const list = codes.split(/[\s,;]+/).filter(Boolean);
  const s = computeStandings(parsed.value.tournament, list, { rules, roundRobin });
  if (!s.ok) return s;
  return ok({ standings: s.value, warnings: [...parsed.value.warnings, ...s.value.warnings] });
}

function show(v: number | null): string {
  return v === null ? '—' : trNum(v);
}

function TiebreakTool({ example }: Props) {
  // Text typed or pasted before the island hydrated (client:visible) is kept, not replaced by the example.
  const [text, setText] = useState(() => typedBefore('tbt-text', example));
  const [codes, setCodes] = useState(() => typedBefore('tbt-codes', 'BH/C1 SB'));
  const [rules, setRules] = useState<RulesVersion>('2026');
  const [roundRobin, setRoundRobin] = useState(false);
  // The example's ranking, as the server rendered it; typed input is computed once the island runs.
  const [outcome, setOutcome] = useState<Outcome>(() => run(example, 'BH/C1 SB', '2026', false));
  const [selected, setSelected] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const explainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    setReady(true);
    if (text !== example || codes !== 'BH/C1 SB') setOutcome(run(text, codes, rules, roundRobin));
    // A file chosen before the island hydrated.
    onFile(fileChosenBefore('tbt-file'));
    // Once, when the island hydrates: the inputs as the page gave them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const compute = () => {
    setOutcome(run(text, codes, rules, roundRobin));
    setSelected(null);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // Checked before reading: a huge file is never loaded into the page.
    if (file.size > MAX_TRF_BYTES) {
      setOutcome(err(limitMessage.trf(file.size)));
      setSelected(null);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const t = String(reader.result ?? '');
      setText(t);
      setOutcome(run(t, codes, rules, roundRobin));
      setSelected(null);
    };
    reader.readAsText(file);
  };

  const player: PlayerStanding | undefined = useMemo(
    () => (outcome.ok && selected !== null ? outcome.value.standings.players.find((p) => p.id === selected) : undefined),
    [outcome, selected],
  );
  // The working opens below all the rows: bring it into view and move the focus there.
  useEffect(() => {
    if (!player || !explainRef.current) return;
    explainRef.current.scrollIntoView({ block: 'start' });
    explainRef.current.focus({ preventScroll: true });
  }, [player]);

  return (
    <div className="tbt" data-ready={ready ? 'true' : 'false'}>
      <form
        className="tbt-form"
        onSubmit={(e) => {
          e.preventDefault();
          compute();
        }}
      >
        <label htmlFor="tbt-file">TRF dosyası yükleyin</label>
        <input id="tbt-file" type="file" accept=".trf,.txt,text/plain" onChange={(e) => onFile(e.target.files?.[0])} />
        <label htmlFor="tbt-text">ya da metnini yapıştırın</label>
        <textarea id="tbt-text" rows={8} {...NOTATION_FIELD} value={text} onChange={(e) => setText(e.target.value)} />
        <label htmlFor="tbt-codes">Eşitlik bozma ölçütleri, uygulanma sırasıyla</label>
        <input id="tbt-codes" type="text" {...NOTATION_FIELD} value={codes} onChange={(e) => setCodes(e.target.value)} />
        <p className="tbt-help">
          Eklemek için tıklayın: {/* Separated by spaces, so that copied text and screen readers do not run the codes together. */}
          {ALL_TIEBREAKS.flatMap((c) => (c === 'BH' ? ['BH', 'BH/C1', 'BH/M1'] : c === 'ARO' ? ['ARO', 'ARO/C1'] : [c])).map((c, i) => (
            <Fragment key={c}>
              {i > 0 && ' '}
              <button
                type="button"
                className="tbt-chip"
                title={TIEBREAK_TITLES[c.split('/')[0] as keyof typeof TIEBREAK_TITLES]}
                onClick={() => setCodes((v) => `${v.trim()} ${c}`.trim())}
              >
                {c}
              </button>
            </Fragment>
          ))}
        </p>
        <div className="tbt-row">
          <label>
            Kurallar{' '}
            <select id="tbt-rules" value={rules} onChange={(e) => setRules(e.target.value as RulesVersion)}>
              <option value="2026">2026 (1 Mart 2026’dan beri)</option>
              <option value="2023">2023</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={roundRobin} onChange={(e) => setRoundRobin(e.target.checked)} /> Devreli (eşlendirmesi önceden
            belli) turnuva
          </label>
          <button type="submit" disabled={!ready}>
            Hesapla
          </button>
        </div>
      </form>

      <div className="tbt-result" data-state={outcome.ok ? 'ok' : 'error'}>
        {!outcome.ok && (
          <p className="tbt-error" role="alert">
            {outcome.error}
          </p>
        )}
        {outcome.ok && (
          <>
            {outcome.value.warnings.length > 0 && (
              <ul className="tbt-warnings">
                {outcome.value.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}
            <div className="tbt-scroll" tabIndex={0} role="region" aria-label="Sıralama (yana kaydırılabilir)">
              <table className="tbt-table">
                <caption className="tbt-caption">Hesabı görmek için oyuncunun adına dokunun. Geniş tablo yana kayar.</caption>
                <thead>
                  <tr>
                    <th>Sıra</th>
                    <th>No</th>
                    <th>Oyuncu</th>
                    <th>Rating</th>
                    <th>Puan</th>
                    {outcome.value.standings.codes.map((c) => (
                      <th key={c}>{c}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {outcome.value.standings.players.map((p) => (
                    <tr key={p.id} data-id={p.id} className={p.id === selected ? 'tbt-selected' : undefined}>
                      <td>{p.rank}</td>
                      <td>{p.id}</td>
                      <td>
                        <button
                          type="button"
                          className="tbt-link"
                          aria-expanded={p.id === selected}
                          aria-label={`${p.name}: nasıl hesaplandı?`}
                          onClick={() => setSelected(p.id === selected ? null : p.id)}
                        >
                          {p.name}
                        </button>
                      </td>
                      <td>{p.rating ?? '—'}</td>
                      <td>{trNum(p.points)}</td>
                      {outcome.value.standings.codes.map((c) => (
                        <td key={c}>{show(p.tiebreaks[c])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>

      {player && (
        <section className="tbt-explain" aria-label={`${player.name} için hesap`} ref={explainRef} tabIndex={-1}>
          <h3>
            {player.id}. {player.name}: {trNum(player.points)} puan, {player.rank}. sıra
          </h3>
          {Object.values(player.explanations).map((ex) => (
            <div key={ex.code} className="tbt-ex">
              <h4>
                {ex.code}: {show(ex.value)} <small>{ex.title}</small>
              </h4>
              <p>{ex.summary}</p>
              <WorkingItems items={ex.items} className="tbt-table" cutClass="tbt-cut" />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

export default withBoundary(TiebreakTool, 'Eşitlik bozma aracı');
