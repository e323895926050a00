// The rating tool (/araclar/elo/): FIDE rating change over a list of games (B.02 8.3) and the
// performance ratings (C.07 10.2, 10.3), computed in the browser with src/tiebreak/rating.ts.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { kFactor, perfectPerformance, performanceRating, ratingChange, trNum } from '../../src/tiebreak/index.ts';
import type { RatedGame, RatingChange } from '../../src/tiebreak/index.ts';
import { MAX_GAMES, limitMessage } from '../../src/lib/index.ts';
import { withBoundary } from '../ToolBoundary.tsx';
import { typedBefore } from '../fields.ts';
import { err, ok, type Result } from '../../src/engine/index.ts';

/** One game a line: "2150 1", "1980 ½", "2040 0.5", "1875 0". */
export function parseGames(text: string): Result<RatedGame[], string> {
  const games: RatedGame[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '') continue;
    const m = /^(\d{3,4})\s+(1|0|½|=|0[.,]5|1\/2)$/.exec(t);
    if (!m) return err(`${i + 1}. satır okunamadı: “${t}”. Her satıra rakibin ratingini ve sonucu yazın (örnek: 2150 1, 1980 ½, 1875 0).`);
    if (games.length >= MAX_GAMES) return err(limitMessage.games(lines.filter((l) => l.trim()).length));
    games.push({ opponentRating: Number(m[1]), score: m[2] === '1' ? 1 : m[2] === '0' ? 0 : 0.5 });
  }
  if (games.length === 0) return err('En az bir oyun girin.');
  return ok(games);
}

const Problem = ({ children }: { children: ReactNode }) => (
  <p className="elo-error" role="alert">
    {children}
  </p>
);

/** Game by game: the opponent, the score, the difference (400 rule), the expected score and ΔR. */
function GamesTable({ games }: { games: RatingChange['games'] }) {
  return (
    <div className="tbt-scroll" tabIndex={0} role="region" aria-label="Oyun oyun hesap (yana kaydırılabilir)">
      <table className="tbt-table">
        <thead>
          <tr>
            <th>Rakip</th>
            <th>Sonuç</th>
            <th>Fark (D)</th>
            <th>Beklenen (PD)</th>
            <th>ΔR</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g, i) => (
            <tr key={i}>
              <td>{g.opponentRating}</td>
              <td>{g.score === 0.5 ? '½' : g.score}</td>
              <td>
                {g.diff > 0 ? '+' : ''}
                {g.diff}
                {g.capped ? ' (400 kuralı)' : ''}
              </td>
              <td>{trNum(g.expected)}</td>
              <td>{trNum(g.delta)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The K factor, the change game by game and in all, and the performance ratings. */
function RatingReport({
  r,
  games,
  count,
  under18,
  reached2400,
}: {
  r: number;
  games: RatedGame[];
  count: number;
  under18: boolean;
  reached2400: boolean;
}) {
  const k = kFactor({ rating: r, gamesRated: count, under18, reached2400 });
  const ch = ratingChange(r, k.k, games);
  const score = games.reduce((s, g) => s + g.score, 0);
  return (
    <>
      <p>
        {k.reason}
        {ch.kReduced ? ` ${games.length} oyun × ${k.k} = ${games.length * k.k} > 700 olduğundan K = ${ch.k} alındı (8.3.3).` : ''}
      </p>
      <GamesTable games={ch.games} />
      <p className="elo-answer" data-change={ch.rounded}>
        ΣΔR = {trNum(ch.sumDelta)}; değişim = {ch.k} × {trNum(ch.sumDelta)} = {trNum(ch.change)} →{' '}
        <strong>
          {ch.rounded > 0 ? '+' : ''}
          {ch.rounded}
        </strong>{' '}
        (yeni rating {r + ch.rounded}).
      </p>
      <p>
        Turnuva performansı (TPR, C.07 10.2): {performanceRating(games)} — {games.length} oyunda {trNum(score)} puan. Kusursuz turnuva
        performansı (PTP, 10.3): {perfectPerformance(games)}.
      </p>
    </>
  );
}

function EloTool() {
  // What was typed before the island hydrated (client:visible) is kept.
  const [rating, setRating] = useState(() => typedBefore('elo-rating', '1850'));
  const [games, setGames] = useState(() => typedBefore('elo-games', '2150 1\n1980 ½\n1700 1\n2310 0\n1420 1'));
  const [gamesRated, setGamesRated] = useState(() => typedBefore('elo-count', '60'));
  const [under18, setUnder18] = useState(false);
  const [reached2400, setReached2400] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const r = Number(rating);
  const parsed = parseGames(games);
  const ratingOk = /^\d{3,4}$/.test(rating.trim()) && r >= 1000 && r <= 3000;
  const count = /^\d{1,5}$/.test(gamesRated.trim()) ? Number(gamesRated) : null;
  const body = !ratingOk ? (
    <Problem>Rating 1000 ile 3000 arasında bir tam sayı olmalı.</Problem>
  ) : count === null ? (
    <Problem>Daha önce değerlendirilmiş oyun sayısı bir tam sayı olmalı.</Problem>
  ) : !parsed.ok ? (
    <Problem>{parsed.error}</Problem>
  ) : (
    <RatingReport r={r} games={parsed.value} count={count} under18={under18} reached2400={reached2400} />
  );

  return (
    <div className="elo" data-ready={ready ? 'true' : 'false'}>
      <form className="tbt-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="elo-rating">Oyuncunun ratingi</label>
        <input id="elo-rating" type="text" inputMode="numeric" value={rating} onChange={(e) => setRating(e.target.value)} />
        <label htmlFor="elo-games">Oyunlar (her satıra rakibin ratingi ve sonuç: 1, ½ ya da 0)</label>
        <textarea id="elo-games" rows={6} value={games} onChange={(e) => setGames(e.target.value)} />
        <label htmlFor="elo-count">Bu oyunlardan önce değerlendirilmiş oyun sayısı</label>
        <input id="elo-count" type="text" inputMode="numeric" value={gamesRated} onChange={(e) => setGamesRated(e.target.value)} />
        <label>
          <input type="checkbox" checked={under18} onChange={(e) => setUnder18(e.target.checked)} /> Bu yıl sonunda 18 yaşını doldurmamış
          olacak
        </label>
        <label>
          <input type="checkbox" checked={reached2400} onChange={(e) => setReached2400(e.target.checked)} /> Yayımlanmış ratingi daha önce
          2400’e ulaştı
        </label>
      </form>
      <div className="elo-result">{body}</div>
    </div>
  );
}

export default withBoundary(EloTool, 'Rating hesaplayıcı');
