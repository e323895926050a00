// Turkish text of the structured reasons (reasons.ts), citing C.04.1 and C.04.3 articles. Pure TypeScript.

import { citation, criterion } from './criteria.ts';
import type { Reason } from './reasons.ts';

const pts = (x: number): string => String(x).replace('.', ',');
const list = (ids: number[]): string => ids.join(', ');

const ABSENT: Record<string, string> = {
  H: 'yarım puanlık bay istedi (C.04.1)',
  F: 'tam puanlık bay aldı (C.04.1)',
  Z: 'sıfır puanlık bay istedi ya da bu tura katılmıyor (C.04.1)',
  '-': 'bu tura katılmıyor (çekildi ya da gelmedi, C.04.1)',
  ' ': 'bu tura katılmıyor',
};

const COLOUR: Record<string, string> = {
  'both-preferences': 'iki oyuncunun da renk tercihi karşılanabiliyor',
  'preference-higher-absolute':
    'mutlak renk tercihi daha zayıf bir tercihten önce gelir (ikisi de mutlaksa renk farkı daha büyük olanınki karşılanır)',
  'preference-strong': 'güçlü renk tercihi, hafif tercihe göre önceliklidir',
  'alternate-history': 'tercihler aynı; iki oyuncunun farklı renk aldığı son tura göre renkler değiştirildi',
  'preference-rank': 'tercihler aynı ve geçmiş ayırt etmiyor; sıralamada üstteki oyuncunun tercihi karşılandı',
  'initial-colour': 'iki oyuncunun da renk tercihi yok; üstteki oyuncunun eşlendirme numarasına ve ilk turun rengine göre',
};

/** The players of a bracket whose pairing score includes virtual points, grouped by the points. */
function virtualText(v: { player: number; points: number }[]): string {
  const by = new Map<number, number[]>();
  for (const x of v) by.set(x.points, [...(by.get(x.points) ?? []), x.player]);
  const parts = [...by].map(([p, ids]) => `${list(ids)} (${pts(p)})`);
  return ` Hızlandırma: bu gruptaki puanlara sanal puan dahil, grubu o belirledi (C.04.5.1): ${parts.join('; ')}.`;
}

export function reasonText(r: Reason): string {
  switch (r.kind) {
    case 'absent':
      return `${r.player} numaralı oyuncu eşlenmedi: ${ABSENT[r.code] ?? ABSENT[' ']}.`;
    case 'bracket':
      return (
        (r.movedDown.length
          ? `${pts(r.score)} puan grubu: ${list(r.residents)}; üst gruptan aşağı kayan oyuncular (MDP, C.04.3 1.4): ${list(r.movedDown)}. Önce aşağı kayanlar eşlenir.`
          : `${pts(r.score)} puan grubu: ${list(r.residents)} (C.04.3 1.3).`) + (r.virtual ? virtualText(r.virtual) : '')
      );
    case 'natural':
      return `${r.player} – ${r.opponent}: grubun doğal eşleşmesi (S1’deki sırası S2’deki sırasıyla aynı, C.04.3 3.3).`;
    case 'not-natural': {
      const c = criterion(r.criterion);
      const cite = citation(c);
      // The blocking pair may be another pair of the bracket's natural pairing (judged as a whole).
      const [x, y] = r.blocking ?? [r.player, r.expected];
      const own = x === r.player && y === r.expected;
      const who = own ? 'ikisi' : `grubun doğal eşleşmesindeki ${x} ile ${y}`;
      const fact = r.forbidden
        ? `${x} ile ${y} yasak eşleşme (dosyadaki XXP ya da 260 satırı: aynı aile ya da kulüp)`
        : r.criterion === 'C1'
          ? `${x} ile ${y} daha önce karşılaştı`
          : r.criterion === 'C3'
            ? `${who} aynı mutlak renk tercihine sahip`
            : r.criterion === 'C12'
              ? `${who} aynı rengi istiyor; başka bir eşleşmeyle daha çok oyuncunun renk tercihi karşılanıyor`
              : null;
      const why =
        r.criterion === 'D'
          ? `grubun bütününde daha üstün ölçütleri sağlayan ilk aday bu (${cite}: ${c.tr})`
          : fact === null
            ? `önceki ölçütlerde eşit olan grubun doğal eşleşmesi bu ölçütte daha kötü (${cite}: ${c.tr})`
            : own
              ? `${fact} (${cite}: ${c.tr})`
              : `${fact}, bu yüzden grubun doğal eşleşmesi bütünüyle kurulamıyor (${cite}: ${c.tr})`;
      const ex = r.exchanges ? ` Grupta S1 ile S2 arasında ${r.exchanges} değiş tokuş yapıldı (C.04.3 4.3).` : '';
      return `${r.player} numaralı oyuncunun ilk bakışta rakibi ${r.expected} olurdu, ama ${r.got} ile eşlendi: ${why}.${ex}`;
    }
    case 'float-down': {
      const c = criterion(r.criterion);
      const cite = citation(c);
      if (r.forbidden)
        return `${r.player} (${pts(r.score)} puan) grubunda eşlenemedi: gruptaki her oyuncuyla ya daha önce oynadı ya da eşleşmesi dosyada yasak (XXP ya da 260 satırı: aynı aile ya da kulüp; ${cite}'deki gibi); bir alt gruba kaydı.`;
      const head = `${r.player} (${pts(r.score)} puan) bir alt gruba kaydı`;
      const rule = `(${cite}: ${c.tr})`;
      switch (r.criterion) {
        case 'C1':
          return `${r.player} (${pts(r.score)} puan) grubunda eşlenemedi: gruptaki herkesle daha önce oynadı (${cite}); bir alt gruba kaydı.`;
        case 'C4':
          return `${head}: o ve ${r.instead} grubunda eşlenseydi alt gruplardaki oyuncuların hepsi eşlenemezdi ${rule}.`;
        case 'C7':
          return `${head}: grupta bir kişi artıyor; yerine ${r.instead} kaysaydı aşağı kayan oyuncunun puanı daha yüksek olurdu ${rule}.`;
        case 'C8':
          return `${head}: grupta bir kişi artıyor; yerine ${r.instead} kaysaydı bir sonraki grupta daha az eşleşme yapılabilirdi ${rule}.`;
        case 'C10':
        case 'C11':
        case 'C12':
        case 'C13':
          return `${head}: grupta bir kişi artıyor; yerine ${r.instead} kaysaydı gruptaki eşleşmeler bu renk ölçütünde daha kötü olurdu ${rule}.`;
        case 'C14':
          return `${head}: grupta bir kişi artıyor; yerine kayabilecek ${r.instead} bir önceki turda da aşağı kaymıştı ${rule}.`;
        case 'C16':
          return `${head}: grupta bir kişi artıyor; yerine kayabilecek ${r.instead} iki tur önce de aşağı kaymıştı ${rule}.`;
        default:
          return `${head}: grupta bir kişi artıyor ya da gruptaki eşleşmeler ancak böyle en çok oluyor (${cite}: ${c.tr}; aşağı kayanların puanları en düşük olmalı, ${citation(criterion('C7'))}).`;
      }
    }
    case 'bye':
      return (
        `Eşlendirme bayı ${r.player} numaralı oyuncuya (${pts(r.score)} puan): oyuncu sayısı tek, bay en düşük puan grubunda eşlenmeden kalan oyuncuya verilir; kimin kalacağını grubun eşleşmelerinin kalitesi belirler, eşitlikte sıralamada alttaki oyuncu kalır (C.04.1 Madde 3; ${citation(criterion('C5'))}, ${citation(criterion('C9'))}, C.04.3 Madde 4).` +
        (r.skipped.length
          ? ` ${list(r.skipped)} numaralı oyuncular daha önce eşlendirme bayı ya da oynamadan tam puan aldığı için bay alamaz (${citation(criterion('C2'))}).`
          : '')
      );
    case 'colour':
      return `${r.white} beyaz, ${r.black} siyah: ${COLOUR[r.rule]} (${r.article}).`;
  }
}

export function explainTr(reasons: Reason[]): string[] {
  return reasons.map(reasonText);
}
