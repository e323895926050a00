// A tournament as a crosstable (start number, name, rating, one cell per round, points) and the
// working of one tie-break value: the explainer pages render them at build time, the question views
// in the page. Test hooks: .tb-crosstable, tr[data-id], .tb-working.
import { trNum } from '../../src/tiebreak/index.ts';
import type { Explanation, RoundEntry, Tournament } from '../../src/tiebreak/index.ts';

const RESULT: Record<RoundEntry['kind'], string> = {
  win: '1',
  draw: '½',
  loss: '0',
  'forfeit-win': '+',
  'forfeit-loss': '−',
  pab: 'U',
  'full-bye': 'F',
  'half-bye': 'H',
  'zero-bye': 'Z',
};

/** One cell: "4S 1" (opponent 4, with Black, won); byes by their letter. */
export function cellText(e: RoundEntry): string {
  if (e.opponent === null) return e.code === ' ' ? '—' : RESULT[e.kind];
  return `${e.opponent}${e.colour === 'w' ? 'B' : e.colour === 'b' ? 'S' : ''} ${RESULT[e.kind]}`;
}

export const CROSSTABLE_LEGEND =
  'Hücrelerde rakibin başlangıç numarası, renk (B beyaz, S siyah) ve sonuç: 1 galibiyet, ½ beraberlik, 0 yenilgi, + hükmen galibiyet, − hükmen yenilgi; U eşlendirme bayı (1 puan), F tam puanlık bay, H yarım puanlık bay, Z sıfır puanlık bay.';

export function Crosstable({ t, highlight = [], caption }: { t: Tournament; highlight?: number[]; caption?: string }) {
  const rounds = Array.from({ length: t.roundsPlayed }, (_, i) => i + 1);
  const usesBye = t.players.some((p) => p.rounds.some((e) => !e.played));
  return (
    // A keyboard can scroll the region (axe: scrollable-region-focusable); its label says it scrolls.
    <div className="tb-crosstable-wrap" tabIndex={0} role="region" aria-label={`${caption ?? 'Çapraz tablo'} (yana kaydırılabilir)`}>
      <table className="tb-crosstable">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">No</th>
            <th scope="col">Oyuncu</th>
            <th scope="col">Rating</th>
            {rounds.map((r) => (
              <th scope="col" key={r}>
                {r}. tur
              </th>
            ))}
            <th scope="col">Puan</th>
          </tr>
        </thead>
        <tbody>
          {t.players.map((p) => (
            <tr key={p.id} data-id={p.id} className={highlight.includes(p.id) ? 'tb-focus' : undefined}>
              <td>{p.id}</td>
              <td>{p.name}</td>
              <td>{p.rating ?? '—'}</td>
              {rounds.map((r) => {
                const e = p.rounds.find((x) => x.round === r);
                return <td key={r}>{e ? cellText(e) : '—'}</td>;
              })}
              <td>{trNum(p.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tb-legend">{usesBye ? CROSSTABLE_LEGEND : CROSSTABLE_LEGEND.split(';')[0] + '.'}</p>
    </div>
  );
}

const show = (v: number | null) => (v === null ? '—' : trNum(v));

/** The elements of one value, round by round (struck through when cut); nothing when it has none. */
export function WorkingItems({
  items,
  className = 'tb-crosstable',
  cutClass = 'tb-cut',
}: {
  items: Explanation['items'];
  className?: string;
  cutClass?: string;
}) {
  if (items.length === 0) return null;
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">Tur</th>
          <th scope="col">Rakip</th>
          <th scope="col">Ne oldu</th>
          <th scope="col">Değer</th>
          <th scope="col">Not</th>
        </tr>
      </thead>
      <tbody>
        {items.map((it, i) => (
          <tr key={i} className={it.cut ? cutClass : undefined}>
            <td>{it.round}</td>
            <td>{it.opponent ?? '—'}</td>
            <td>{it.label}</td>
            <td>{it.cut ? <s>{show(it.value)}</s> : show(it.value)}</td>
            <td>{it.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The working of one value: the elements (struck through when cut) and the summary. */
export function Working({ ex, player }: { ex: Explanation; player: string }) {
  return (
    <div
      className="tb-working"
      data-code={ex.code}
      tabIndex={0}
      role="region"
      aria-label={`${player}: ${ex.code} hesabı (yana kaydırılabilir)`}
    >
      <p>
        <strong>
          {player} — {ex.code} = {show(ex.value)}
        </strong>{' '}
        ({ex.title})
      </p>
      <WorkingItems items={ex.items} />
      <p>{ex.summary}</p>
    </div>
  );
}
