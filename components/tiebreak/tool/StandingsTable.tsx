// The tie-break tool's result: the Turkish error, or the warnings and the ranking (a player's name
// opens how each value was computed).
import type { Dispatch } from 'react';
import { trNum } from '../../../src/tiebreak/index.ts';
import type { Standings } from '../../../src/tiebreak/index.ts';
import type { TiebreakToolAction, TiebreakToolState } from '../../../src/browser/tiebreak-tool.ts';

export const show = (v: number | null): string => (v === null ? '—' : trNum(v));

interface Props {
  state: TiebreakToolState;
  dispatch: Dispatch<TiebreakToolAction>;
}

function Ranking({
  standings,
  selected,
  dispatch,
}: {
  standings: Standings;
  selected: number | null;
  dispatch: Dispatch<TiebreakToolAction>;
}) {
  return (
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
            {standings.codes.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.players.map((p) => (
            <tr key={p.id} data-id={p.id} className={p.id === selected ? 'tbt-selected' : undefined}>
              <td>{p.rank}</td>
              <td>{p.id}</td>
              <td>
                <button
                  type="button"
                  className="tbt-link"
                  aria-expanded={p.id === selected}
                  aria-label={`${p.name}: nasıl hesaplandı?`}
                  onClick={() => dispatch({ type: 'select', id: p.id })}
                >
                  {p.name}
                </button>
              </td>
              <td>{p.rating ?? '—'}</td>
              <td>{trNum(p.points)}</td>
              {standings.codes.map((c) => (
                <td key={c}>{show(p.tiebreaks[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function StandingsTable({ state, dispatch }: Props) {
  const { outcome } = state;
  return (
    <div className="tbt-result" data-state={outcome.ok ? 'ok' : 'error'}>
      {!outcome.ok && (
        <p className="tbt-error" role="alert">
          {outcome.error}
        </p>
      )}
      {outcome.ok && outcome.value.warnings.length > 0 && (
        <ul className="tbt-warnings">
          {outcome.value.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {outcome.ok && <Ranking standings={outcome.value.standings} selected={state.selected} dispatch={dispatch} />}
    </div>
  );
}
