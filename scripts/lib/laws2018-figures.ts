// Boards standing in for the figures seed 002 lost (2.2, 2.3, 3.2–3.8.2). Positions, labels and
// captions are our own (not law text). Castling "before" boards: an arrow for the king's two-square
// move and a dot on the rook's landing square (two arrows on one rank would overlap). Each figure follows the paragraph of its block whose text
// starts with `afterText`, or the block's first paragraph when `afterText` is absent. A figure with a
// `note` is not part of the law text's layout: it goes after the law block, with the note beside it
// (2.2: the source's table of piece figures, of which only the names and letters survive).

export interface FigureSpec {
  /** The law block the board belongs to ("3.8.2"). */
  block: string;
  /** The board follows the block's paragraph that starts with this text (else its first paragraph). */
  afterText?: string;
  /** FEN placement (or a full FEN). */
  fen: string;
  /** Turkish aria-label describing the position (our words, not law text). */
  label: string;
  /** Space-separated squares marked with a dot. */
  marks?: string;
  /** Space-separated arrows such as "e1g1 h1f1". */
  arrows?: string;
  /** Optional short Turkish caption (our words). */
  caption?: string;
  /** Our note shown with the board after the law block (the board then stays outside the block). */
  note?: string;
}

export const FIGURES_2018: FigureSpec[] = [
  {
    block: '2.2',
    afterText: 'Staunton Taşları',
    fen: '8/8/1kqrbnp1/8/8/1KQRBNP1/8/8',
    label:
      'Satranç taşları: 3. yatayda soldan sağa beyaz şah, vezir, kale, fil, at ve piyon; 6. yatayda aynı sırayla siyah şah, vezir, kale, fil, at ve piyon',
    caption: 'Soldan sağa: şah, vezir, kale, fil, at, piyon',
    note: "Sitenin notu: Kaynak metin 2.2'deki taşları bir tabloyla gösterir; tablonun taş şekillerini taşıyan sütunu metne geçmemiştir. Yukarıdaki satırlar kaynaktaki gibidir; taşlar burada yeniden çizildi.",
  },
  {
    block: '2.3',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    label:
      "Başlangıç konumu: beyaz taşlar 1. ve 2. yatayda, siyah taşlar 7. ve 8. yatayda; beyaz vezir d1'de, beyaz şah e1'de, siyah vezir d8'de, siyah şah e8'de",
    caption: 'Başlangıç konumu',
  },
  {
    block: '3.2',
    fen: '8/8/8/8/3B4/8/8/8',
    label: "Beyaz fil d4'te; iki çaprazı boyunca gidebileceği kareler işaretli",
    marks: 'a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1',
  },
  {
    block: '3.3',
    fen: '8/8/8/8/4R3/8/8/8',
    label: "Beyaz kale e4'te; e dikeyi ve 4. yatay boyunca gidebileceği kareler işaretli",
    marks: 'e1 e2 e3 e5 e6 e7 e8 a4 b4 c4 d4 f4 g4 h4',
  },
  {
    block: '3.4',
    fen: '8/8/8/3Q4/8/8/8/8',
    label: "Beyaz vezir d5'te; d dikeyi, 5. yatay ve iki çaprazı boyunca gidebileceği kareler işaretli",
    marks: 'd1 d2 d3 d4 d6 d7 d8 a5 b5 c5 e5 f5 g5 h5 a8 b7 c6 e4 f3 g2 h1 a2 b3 c4 e6 f7 g8',
  },
  {
    block: '3.6',
    fen: '8/8/8/8/3N4/8/8/8',
    label: "Beyaz at d4'te; gidebileceği sekiz kare (b3, b5, c2, c6, e2, e6, f3, f5) işaretli",
    marks: 'b3 b5 c2 c6 e2 e6 f3 f5',
  },
  {
    block: '3.7.2',
    fen: '8/6p1/8/8/8/2P5/4P3/8',
    label:
      "Beyaz piyonlar c3 ve e2'de, siyah piyon g7'de; c3'teki piyon yalnızca c4'e, başlangıç karesindeki e2 piyonu e3'e ya da e4'e, başlangıç karesindeki g7 piyonu g6'ya ya da g5'e gidebilir",
    marks: 'c4 e3 e4 g6 g5',
  },
  {
    block: '3.7.3',
    fen: '8/8/8/2n1b3/3P4/8/8/8',
    label:
      "Beyaz piyon d4'te; önündeki d5 karesi boş, ön çaprazlarında c5'te siyah at ve e5'te siyah fil var; piyon d5'e ilerleyebilir ya da atı veya fili alabilir",
    marks: 'c5 d5 e5',
    arrows: 'd4c5 d4e5',
  },
  {
    block: '3.7.4.1',
    fen: '8/8/8/3pP3/8/8/8/8',
    label: "Siyah piyon d7'den d5'e iki kare ilerleyip e5'teki beyaz piyonun yanına geldi; beyaz piyon onu geçerken alarak d6'ya gidebilir",
    marks: 'd6',
    arrows: 'd7d5 e5d6',
    caption: 'Geçerken alma',
  },
  {
    block: '3.8.1',
    fen: '8/8/8/8/4K3/8/8/8',
    label: "Beyaz şah e4'te; gidebileceği sekiz bitişik kare işaretli",
    marks: 'd3 e3 f3 d4 f4 d5 e5 f5',
  },
  {
    block: '3.8.2',
    afterText: 'Beyaz küçük roktan önce',
    fen: '8/8/8/8/8/8/5PPP/4K2R',
    label: "Beyaz küçük roktan önce: şah e1'de, kale h1'de; şah g1'e, kale f1'e gidecek",
    arrows: 'e1g1',
    marks: 'f1',
  },
  {
    block: '3.8.2',
    afterText: 'Siyah büyük roktan önce',
    fen: 'r3k3/ppp5/8/8/8/8/8/8',
    label: "Siyah büyük roktan önce: şah e8'de, kale a8'de; şah c8'e, kale d8'e gidecek",
    arrows: 'e8c8',
    marks: 'd8',
  },
  {
    block: '3.8.2',
    afterText: 'Beyaz küçük roktan sonra',
    fen: '8/8/8/8/8/8/5PPP/5RK1',
    label: "Beyaz küçük roktan sonra: şah g1'de, kale f1'de",
  },
  {
    block: '3.8.2',
    afterText: 'Siyah büyük roktan sonra',
    fen: '2kr4/ppp5/8/8/8/8/8/8',
    label: "Siyah büyük roktan sonra: şah c8'de, kale d8'de",
  },
  {
    block: '3.8.2',
    afterText: 'Beyaz büyük roktan önce',
    fen: '8/8/8/8/8/8/PPP5/R3K3',
    label: "Beyaz büyük roktan önce: şah e1'de, kale a1'de; şah c1'e, kale d1'e gidecek",
    arrows: 'e1c1',
    marks: 'd1',
  },
  {
    block: '3.8.2',
    afterText: 'Siyah küçük roktan önce',
    fen: '4k2r/5ppp/8/8/8/8/8/8',
    label: "Siyah küçük roktan önce: şah e8'de, kale h8'de; şah g8'e, kale f8'e gidecek",
    arrows: 'e8g8',
    marks: 'f8',
  },
  {
    block: '3.8.2',
    afterText: 'Beyaz büyük roktan sonra',
    fen: '8/8/8/8/8/8/PPP5/2KR4',
    label: "Beyaz büyük roktan sonra: şah c1'de, kale d1'de",
  },
  {
    block: '3.8.2',
    afterText: 'Siyah küçük roktan sonra',
    fen: '5rk1/5ppp/8/8/8/8/8/8',
    label: "Siyah küçük roktan sonra: şah g8'de, kale f8'de",
  },
];
