// What proved an `unwinnable` answer, in a form the site can explain: the stage, the men and
// squares it rests on, and one or two Turkish sentences (our own wording, not law text).

import type { Color } from '../types.ts';
import { squareName } from '../types.ts';
import type { ReachAnalysis } from './reach.ts';

export type ProofStage = 'game-over' | 'material' | 'semistatic' | 'stalemate-captures' | 'last-move' | 'walk' | 'walk-closed';

export interface Proof {
  stage: ProofStage;
  /** Material rule (material.ts): 1 bare king, 2 a lone knight against queens, 3 bishops of one colour. */
  rule?: number;
  /** Squares of the men that never leave their squares (semi-static stages), in a1…h8 order. */
  fixed?: string[];
  /** Squares of men the enemy king can take only into stalemate ('stalemate-captures', 'last-move'). */
  stalemating?: string[];
  /** Squares the losing king can ever stand on (semi-static stages). */
  kingRegion?: string[];
  /** Positions visited by a complete walk ('walk', 'walk-closed'). */
  positions?: number;
  /** The argument in Turkish, for the site. */
  textTr: string;
}

const NAME_TR: Record<Color, string> = { white: 'Beyaz', black: 'Siyah' };
const OF_TR: Record<Color, string> = { white: 'Beyazın', black: 'Siyahın' };

const list = (squares: string[]): string =>
  squares.length <= 1 ? squares.join('') : `${squares.slice(0, -1).join(', ')} ve ${squares[squares.length - 1]}`;

export function gameOverProof(mate: boolean): Proof {
  return {
    stage: 'game-over',
    textTr: mate
      ? 'Oyun zaten bitmiş: tahtadaki konum mat (5.1.1); artık başka bir mat gelemez.'
      : 'Oyun zaten bitmiş: tahtada pat var (5.2.1); artık mat gelemez.',
  };
}

export function materialProof(side: Color, rule: number): Proof {
  const who = NAME_TR[side];
  const text =
    rule === 1
      ? `${who} tarafında şahtan başka taş yok; şah tek başına şah çekemez, mat veremez.`
      : rule === 2
        ? `${who} tarafında yalnız şah ve tek at var, karşı tarafta ise şah ve vezirlerden başka taş yok: bu taşlarla hiçbir mat konumu kurulamaz.`
        : `${OF_TR[side]} bütün filleri aynı renk karelerde ve karşı tarafta öteki renkte kaçış karelerini kapatabilecek taş (piyon, at ya da öteki renkte fil) yok: şahın yanındaki öteki renkteki kareler hep boş kalır.`;
  return { stage: 'material', rule, textTr: text };
}

/** The structural facts of a semi-static proof. */
function facts(r: ReachAnalysis, loser: Color): { fixed: string[]; kingRegion: string[]; stalemating: string[] } {
  const fixed: string[] = [];
  const stalemating: string[] = [];
  for (let i = 0; i < r.n; i++) {
    if (i === r.king[0] || i === r.king[1]) continue;
    if (!r.mobile[i]) fixed.push(squareName(r.square[i]));
    if (r.stalemating?.[i]) stalemating.push(squareName(r.square[i]));
  }
  const kingRegion: string[] = [];
  const lk = r.king[loser === 'white' ? 0 : 1];
  if (lk >= 0) for (let s = 0; s < 64; s++) if (r.reach[lk * 64 + s]) kingRegion.push(squareName(s));
  return { fixed: fixed.sort(bySquare), kingRegion, stalemating: stalemating.sort(bySquare) };
}

const bySquare = (a: string, b: string): number => a.charCodeAt(1) - b.charCodeAt(1) || a.charCodeAt(0) - b.charCodeAt(0);

export function semiStaticProof(
  stage: 'semistatic' | 'stalemate-captures' | 'last-move',
  side: Color,
  loser: Color,
  r: ReachAnalysis,
): Proof {
  const f = facts(r, loser);
  const parts: string[] = [];
  if (f.stalemating.length) {
    parts.push(
      `${list(f.stalemating)} üzerindeki ${f.stalemating.length > 1 ? 'taşlar' : 'taş'} yalnızca şahla alınabilir ve her alış rakibi hemen pata düşürür (5.2.1), oyun orada biter.`,
    );
  }
  if (f.fixed.length) parts.push(`${list(f.fixed)} üzerindeki taşlar oyunun sonuna dek yerlerinden ayrılamaz.`);
  const region = f.kingRegion.length <= 12 ? ` (${list(f.kingRegion)})` : '';
  if (stage === 'last-move') {
    parts.push(
      `${NAME_TR[loser]} yalnızca şahıyla oynayabilir${region}. Mattan hemen önceki hamlesi bir şah hamlesi olur; mat eden hamle hem şah çekmeli hem de şahın geldiği kareyi tutmalıdır. O kareyi yalnızca ${NAME_TR[side].toLowerCase()} şah tutabilir, şah da şah çekemez (açarak şah çekmesine yol yok): böyle bir hamle yoktur.`,
    );
  } else {
    parts.push(
      `${OF_TR[loser]} şahının gidebileceği karelerin${region} hiçbirinde ${NAME_TR[side].toLowerCase()} taşlarla bir mat ağı kurulamaz.`,
    );
  }
  return { stage, fixed: f.fixed, stalemating: f.stalemating, kingRegion: f.kingRegion, textTr: parts.join(' ') };
}

export function walkProof(stage: 'walk' | 'walk-closed', loser: Color, positions: number): Proof {
  return {
    stage,
    positions,
    textTr:
      stage === 'walk'
        ? `Bu konumdan kurallara uygun hamlelerle ulaşılabilen ${positions.toLocaleString('tr-TR')} konumun hepsi tek tek denendi; hiçbirinde ${NAME_TR[loser].toLowerCase()} mat olmuyor.`
        : `Bu konumdan kurallara uygun hamlelerle ulaşılabilen konumlar tek tek denendi (${positions.toLocaleString('tr-TR')} konum); taş alışlarından ve piyon hamlelerinden sonra piyon yapısı artık hiçbir matın kurulamayacağını gösterdi, geri kalanların hiçbirinde ${NAME_TR[loser].toLowerCase()} mat olmuyor.`,
  };
}
