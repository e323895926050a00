// The worked examples of the explainer pages (/araclar/esitlik-bozma/<family>/): each family's text in
// our own Turkish, a crosstable we made (src/tiebreak/fixtures/ornek-*.trf, swiss-7.trf) and the
// values the engine computes from it at build time. Numbers in the text come from the engine through
// `v()`, never written by hand, so the pages cannot drift from src/tiebreak. Pure: the page passes the
// fixtures' text in.
import { computeStandings, parseTrf, trNum } from '../tiebreak/index.ts';
import type { Explanation, PlayerStanding, RulesVersion, Standings, Tournament } from '../tiebreak/index.ts';
import { TIEBREAK_FAMILIES, type TiebreakFamily } from '../browser/tiebreak-pages.ts';

/** What a family's text can ask the engine while it is written. */
export interface ExampleContext {
  /** The value of a code for a player, Turkish number ("13,5"), under the example's rules unless given. */
  v(id: number, code: string, rules?: RulesVersion): string;
  /** A player's name. */
  name(id: number): string;
  /** Points of a player ("3,5"). */
  pts(id: number): string;
  /** Rank under the standings table's codes. */
  rank(id: number): number;
  /** Rounds of the example, and half of them (the Koya limit of a single round-robin). */
  rounds: string;
  half: string;
}

type Text = string | ((c: ExampleContext) => string);

export interface FamilyExample {
  slug: string;
  title: string;
  description: string;
  /** The fixture file name (src/tiebreak/fixtures/). */
  fixture: string;
  rules: RulesVersion;
  roundRobin: boolean;
  /** The codes of the standings table, in order. */
  codes: string[];
  /** Also show the table under the other rules (the 2023/2026 page). */
  compareRules?: boolean;
  /** Players highlighted in the crosstable. */
  focus: number[];
  /** HTML paragraphs before the example: the rule in our words, with its sections. */
  intro: Text[];
  /** The workings shown: a player's value of a code (optionally under other rules), each with a paragraph. */
  workings: { player: number; code: string; rules?: RulesVersion; text: Text }[];
  /** HTML paragraphs after the example. */
  outro: Text[];
}

export interface BuiltWorking {
  player: string;
  rules: RulesVersion;
  explanation: Explanation;
  text: string;
}

export interface BuiltExample {
  family: TiebreakFamily;
  example: FamilyExample;
  tournament: Tournament;
  standings: Standings;
  /** The standings under the other rules (compareRules). */
  other?: Standings;
  intro: string[];
  workings: BuiltWorking[];
  outro: string[];
}

const sec = (s: string) => `<span class="tb-sec">C.07 Madde ${s}</span>`;

/** Our two example tournaments, under the newer (2026) rules: an 8-player Swiss and a 6-player round-robin. */
const SWISS_8 = { fixture: 'ornek-isvicre-8.trf', rules: '2026', roundRobin: false } as const;
const ROUND_ROBIN_6 = { fixture: 'ornek-devreli-6.trf', rules: '2026', roundRobin: true } as const;

export const FAMILY_EXAMPLES: FamilyExample[] = [
  {
    slug: 'buchholz',
    title: 'Buchholz, kesintileri, Fore Buchholz ve AOB',
    description:
      'Buchholz (BH), Cut-1 ve Median-1 kesintileri, Fore Buchholz (FB) ve rakiplerin Buchholz ortalaması (AOB): kurallar ve hesaplı bir örnek',
    ...SWISS_8,
    codes: ['BH/C1', 'BH', 'BH/M1', 'FB', 'AOB'],
    focus: [6, 7],
    intro: [
      `<strong>Buchholz</strong> (${sec('8.1')}), oyuncunun karşılaştığı rakiplerin turnuva sonundaki puanlarının toplamıdır. Fikir basittir: güçlü rakiplerle oynayan, yani puanı yüksek rakiplerle eşlenen oyuncu, aynı puanı daha zor yoldan toplamıştır. Buchholz ailesi yalnızca İsviçre sistemi gibi eşlendirmesi turdan tura yapılan turnuvalar içindir; herkesin herkesle oynadığı devreli turnuvada herkesin rakipleri aynı olduğundan bir şey ayırt etmez (${sec('8')}).`,
      `<strong>Kesintiler</strong> (${sec('14')}): <code>BH/C1</code> (Cut-1) en az anlamlı değeri, yani puanı en düşük rakibi toplamdan çıkarır (${sec('14.1')}); <code>BH/C2</code> en düşük iki değeri. <code>BH/M1</code> (Median-1) en düşüğü ve en yükseği birlikte atar (${sec('14.3')}). Kesinti, şanssız bir eşlendirmenin (ilk turda çok zayıf bir rakip) etkisini azaltır.`,
      `<strong>Fore Buchholz</strong> (${sec('8.3')}), son turun bütün eşlenmiş oyunları berabere bitmiş gibi hesaplanan Buchholz’dur: son tur oynanırken, hatta başlamadan önce bilinebilir; ödül töreni son oyunların bitmesini beklemesin diye kullanılır. <strong>AOB</strong> (${sec('8.2')}) rakiplerin Buchholz’larının ortalamasıdır; rakiplerin rakiplerine bakar.`,
    ],
    workings: [
      {
        player: 6,
        code: 'BH/C1',
        text: (c) =>
          `${c.name(6)} ile ${c.name(7)} ${c.pts(6)} puanla eşit. ${c.name(6)}’in ${c.rounds} rakibinin puanları toplanır, en düşüğü kesilir: BH/C1 = ${c.v(6, 'BH/C1')}.`,
      },
      {
        player: 7,
        code: 'BH/C1',
        text: (c) =>
          `${c.name(7)} için aynı hesap ${c.v(7, 'BH/C1')} verir: ilk ölçüt eşitliği bozar, ${c.name(6)} ${c.rank(6)}., ${c.name(7)} ${c.rank(7)}. olur.`,
      },
      {
        player: 6,
        code: 'BH/M1',
        text: (c) => `Median-1’de en düşük değerle birlikte en yüksek değer de atılır: ${c.name(6)} için ${c.v(6, 'BH/M1')}.`,
      },
      {
        player: 6,
        code: 'FB',
        text: (c) =>
          `Fore Buchholz’da son turun oyunları berabere sayılır; bu, hem ${c.name(6)}’in hem rakiplerinin puanını değiştirir: FB = ${c.v(6, 'FB')} (tam Buchholz ${c.v(6, 'BH')}).`,
      },
      {
        player: 6,
        code: 'AOB',
        text: (c) => `AOB için her rakibin kendi Buchholz’u bulunur ve ortalaması alınır: ${c.v(6, 'AOB')}.`,
      },
    ],
    outro: [
      `Puanı eşit oyuncularda Buchholz’un rakiplerin gücünü ölçtüğünü, kesintinin ise tek bir zayıf rakibin etkisini sildiğini görüyorsunuz. Oynanmayan turlarda (bay, hükmen sonuç, çekilen rakip) hesabın nasıl değiştiği ayrı sayfada: <a href="/araclar/esitlik-bozma/oynanmayan-oyunlar/">Oynanmayan oyunlar: 2023 ve 2026</a>.`,
    ],
  },
  {
    slug: 'sonneborn-berger',
    title: 'Sonneborn-Berger ve Koya sistemi',
    description: 'Sonneborn-Berger (SB) ve Koya sistemi (KS): kurallar ve devreli bir turnuvadan hesaplı örnek',
    ...ROUND_ROBIN_6,
    codes: ['SB', 'KS'],
    focus: [1, 2, 3],
    intro: [
      `<strong>Sonneborn-Berger</strong> (${sec('9.1')}): yenilen her rakibin puanı tam, berabere kalınan her rakibin puanının yarısı toplanır; kaybedilen oyun bir şey getirmez. Yani her oyun için “rakibin puanı × o oyunda alınan puan” çarpımı toplanır. Güçlü rakiplere karşı alınan puan daha değerlidir. Devreli turnuvaların en yaygın eşitlik bozma ölçütüdür; İsviçre sisteminde de kullanılabilir.`,
      `<strong>Koya sistemi</strong> (${sec('9.2')}): turnuvada en az %50 puan yapan rakiplere karşı alınan puanların toplamıdır. Devreli turnuvalar için düşünülmüştür: “üst yarıya karşı ne yaptın?” sorusunu sorar.`,
    ],
    workings: [
      {
        player: 1,
        code: 'SB',
        text: (c) => `${c.name(1)}, ${c.name(2)} ve ${c.name(3)} ${c.pts(1)} puanla eşit. ${c.name(1)}’nin SB’si: ${c.v(1, 'SB')}.`,
      },
      { player: 2, code: 'SB', text: (c) => `${c.name(2)}: ${c.v(2, 'SB')}.` },
      { player: 3, code: 'SB', text: (c) => `${c.name(3)}: ${c.v(3, 'SB')}.` },
      {
        player: 1,
        code: 'KS',
        text: (c) =>
          `Koya için sınır ${c.rounds} turda ${c.half} puandır. ${c.name(1)} bu sınıra ulaşan rakiplerine karşı ${c.v(1, 'KS')} puan almış.`,
      },
    ],
    outro: [
      `Eşitlerin Sonneborn-Berger’i farklı: güçlü rakipleri yenen, zayıf rakibe puan kaybedenden öne geçer. Aynı eşitliği birbirleriyle oynanan oyunlar (DE) de bozabilir: <a href="/araclar/esitlik-bozma/birbirleriyle/">Birbirleriyle oynanan oyunlar</a>.`,
    ],
  },
  {
    slug: 'birbirleriyle',
    title: 'Birbirleriyle oynanan oyunlar (DE)',
    description: 'Doğrudan karşılaşma (DE): eşit oyuncuların kendi aralarındaki oyunlar, hepsi karşılaşmışsa ve karşılaşmamışsa',
    ...ROUND_ROBIN_6,
    codes: ['DE', 'SB'],
    focus: [1, 2, 3, 4, 5],
    intro: [
      `<strong>Birbirleriyle oynanan oyunlar</strong> (Direct Encounter, ${sec('6')}) yalnızca eşit durumdaki oyuncular arasında çalışır: bu ölçüte gelindiğinde hâlâ eşit olan oyuncuların kendi aralarında oynadıkları oyunlardan ayrı bir puan tablosu yapılır (${sec('4.3')}: DE, gruba bakan “A tipi” bir ölçüttür).`,
      `Eşit oyuncuların hepsi birbiriyle oynamışsa bu ayrı tablo onları sıralar (${sec('6.2')}). Aynı iki oyuncu birden fazla oynamışsa puanlarının ortalaması alınır (${sec('6.1.2')}); İsviçre sisteminde hükmen sonuçlar hesaba girmez (${sec('6.1.1')}). Hepsi birbiriyle oynamamışsa, ancak eksik oyunlar nasıl biterse bitsin tek başına önde kalacak oyuncu ayrılabilir (${sec('6.3')}); gerisi için sıradaki ölçüte geçilir.`,
    ],
    workings: [
      {
        player: 1,
        code: 'DE',
        text: (c) =>
          `${c.name(1)}, ${c.name(2)} ve ${c.name(3)} ${c.pts(1)} puanla eşit ve üçü de birbiriyle oynamış. ${c.name(1)} bu grupta ${c.v(1, 'DE')}. sırada.`,
      },
      { player: 2, code: 'DE', text: (c) => `${c.name(2)} grupta ${c.v(2, 'DE')}. sırada.` },
      {
        player: 4,
        code: 'DE',
        text: (c) =>
          `${c.name(4)} ile ${c.name(5)} ${c.pts(4)} puanla eşit; aralarındaki tek oyun ikisini sıralar: ${c.name(4)} ${c.v(4, 'DE')}., ${c.name(5)} ${c.v(5, 'DE')}.`,
      },
    ],
    outro: [
      (c) =>
        `Tabloda DE değeri grup içindeki sıradır (1 en iyisi); eşitlik bozulduğu için sonraki ölçüt SB’ye bakılmadı. Eşitlik bozulmasaydı (örneğin üç oyuncu birbirini yenmiş olsaydı) DE değerleri aynı kalır ve SB karar verirdi. ${c.name(5)} SB’de ${c.name(4)}’den yüksek olsa da DE önce geldiği için arkada kalır.`,
    ],
  },
  {
    slug: 'galibiyet-ve-renk',
    title: 'Galibiyetler, siyahla oynanan oyunlar ve oynanmayı seçilen turlar',
    description: 'WIN, WON, BPG, BWG ve GE: sayıya dayanan eşitlik bozma ölçütleri ve hesaplı örnek',
    ...SWISS_8,
    codes: ['WIN', 'WON', 'BPG', 'BWG', 'GE'],
    focus: [6, 7],
    intro: [
      `Bu ölçütler bir şey sayar (${sec('7')}; gruba değil oyuncuya bakan “B tipi” ölçütler): <code>WIN</code> galibiyet sayısı, hükmen ya da bayla kazanılan tam puanlar dâhil (${sec('7.1')}); <code>WON</code> yalnızca tahtada kazanılan oyunlar (${sec('7.2')}); <code>BPG</code> siyahla oynanan oyunlar (${sec('7.3')}); <code>BWG</code> siyahla kazanılan oyunlar (${sec('7.4')}); <code>GE</code> oyuncunun oynamayı seçtiği turlar, yani turlardan istediği baylar ve hükmen yenilgileri düşülünce kalan (${sec('7.6')}).`,
      `Mantıkları: daha çok kazanan daha çok risk almıştır; siyahla oynamak dezavantajdır; turnuvada daha çok oynamayı seçen ödüllendirilir.`,
    ],
    workings: [
      {
        player: 6,
        code: 'WIN',
        text: (c) =>
          `${c.name(6)} ile ${c.name(7)} ${c.pts(6)} puanla eşit. Galibiyet sayısı: ${c.name(6)} ${c.v(6, 'WIN')}, ${c.name(7)} ${c.v(7, 'WIN')}.`,
      },
      { player: 7, code: 'BPG', text: (c) => `Siyahla oynanan oyunlar: ${c.name(7)} ${c.v(7, 'BPG')}, ${c.name(6)} ${c.v(6, 'BPG')}.` },
    ],
    outro: [
      `Bu örnekte kimse bay almadı, hükmen sonuç da yok; bu yüzden WIN ile WON aynı. Hükmen galibiyet ve bay WIN’e girer, WON’a girmez; devreli turnuvalarda hükmen sonuçların sayılması için <a href="/araclar/esitlik-bozma/oynanmayan-oyunlar/">oynanmayan oyunlar</a> sayfasına bakın.`,
    ],
  },
  {
    slug: 'ilerleyen-puan',
    title: 'İlerleyen (kümülatif) puan',
    description: 'İlerleyen puan (PS) ve PS/C1: her turdan sonraki puanların toplamı, hesaplı örnek',
    ...SWISS_8,
    codes: ['PS', 'PS/C1'],
    focus: [6, 7],
    intro: [
      `<strong>İlerleyen puan</strong> (${sec('7.5')}): her turdan sonra oyuncunun o ana kadarki toplam puanı yazılır ve bu ara toplamlar toplanır. Erken kazanılan puan her sonraki turda yeniden sayıldığı için turnuvaya iyi başlayan, yani sonraki turlarda daha güçlü rakiplerle eşlenmiş olan oyuncu öne geçer. <code>PS/C1</code> ilk turdan sonraki ara toplamı dışarıda bırakır (${sec('14.1')}).`,
    ],
    workings: [
      { player: 6, code: 'PS', text: (c) => `${c.name(6)}: ${c.v(6, 'PS')}.` },
      {
        player: 7,
        code: 'PS',
        text: (c) => `${c.name(7)}: ${c.v(7, 'PS')}. Aynı puana farklı yoldan gelmişler: kim önce topladıysa ilerleyen puanı yüksektir.`,
      },
    ],
    outro: [],
  },
  {
    slug: 'rating-olcutleri',
    title: 'Rating ölçütleri: ARO, TPR, PTP, APRO',
    description: 'Rakiplerin ortalama ratingi, turnuva performansı, kusursuz performans ve rakiplerin ortalama performansı: hesaplı örnek',
    ...SWISS_8,
    codes: ['ARO', 'ARO/C1', 'TPR', 'PTP', 'APRO'],
    focus: [1],
    intro: [
      `<strong>ARO</strong> (${sec('10.1')}): tahtada oynanan rakiplerin ratinglerinin ortalaması, yarım yukarı yuvarlanır. <code>ARO/C1</code> en düşük ratingli rakibi atar.`,
      `<strong>TPR</strong> (${sec('10.2')}): turnuva performans ratingi, ARO’ya yüzde skorun FIDE Rating Yönetmeliği tablo 8.1.1’deki karşılığı (dp) eklenerek bulunur. <strong>PTP</strong> (${sec('10.3')}): kusursuz performans, yani beklenen skoru (tablo 8.1.2) alınan puana tam ulaşan en düşük rating. <strong>APRO</strong> (${sec('10.4')}) rakiplerin TPR’lerinin ortalamasıdır; <code>APPO</code> (${sec('10.5')}) PTP’lerinin.`,
      `Ratingsiz rakipler ve oynanmayan oyunlar bu hesaplara girmez (yönetmeliğin açık söylemediği yerde okumamız; motorun belgesinde yazılı).`,
    ],
    workings: [
      { player: 1, code: 'ARO', text: (c) => `${c.name(1)} ${c.rounds} rakiple oynadı: ARO = ${c.v(1, 'ARO')}.` },
      { player: 1, code: 'TPR', text: (c) => `${c.rounds} oyunda ${c.pts(1)} puan: TPR = ${c.v(1, 'TPR')}.` },
      {
        player: 1,
        code: 'PTP',
        text: (c) =>
          `PTP = ${c.v(1, 'PTP')}: bu ratingdeki bir oyuncunun bu ${c.rounds} rakibe karşı beklenen skoru ${c.pts(1)} puana ulaşır.`,
      },
      { player: 1, code: 'APRO', text: (c) => `APRO = ${c.v(1, 'APRO')}: rakiplerinin turnuva performanslarının ortalaması.` },
    ],
    outro: [`Bu tablolar ve rating değişiminin hesabı için: <a href="/araclar/elo/hesaplama/">Rating değişimi ve performans</a>.`],
  },
  {
    slug: 'oynanmayan-oyunlar',
    title: 'Oynanmayan oyunlar: 2023 ve 2026 kuralları',
    description:
      'Bay, hükmen sonuç ve çekilen oyuncu: Buchholz ve Sonneborn-Berger’de oynanmayan turlar (C.07 Madde 16), 2023 ve 2026 kuralları hesaplı örnekle',
    fixture: 'swiss-7.trf',
    rules: '2026',
    roundRobin: false,
    codes: ['BH', 'BH/C1', 'SB'],
    compareRules: true,
    focus: [3, 4],
    intro: [
      `İsviçre sisteminde oynanmayan turlar (bay, hükmen sonuç, turnuvadan çekilme) ${sec('16')}’ya göre değerlendirilir. Önce tur türlere ayrılır (${sec('16.2')}): eşlendirme bayı ya da tam puanlık bay (${sec('16.2.1')}), hükmen galibiyet (${sec('16.2.2')}), ardından oyuncunun yine oynadığı bir tur gelen istenmiş bay (${sec('16.2.3')}), hükmen yenilgi (${sec('16.2.4')}) ve ardından hiç oynanmış tur gelmeyen istenmiş bay ya da çekilme (${sec('16.2.5')}). İstenen baylar ve hükmen yenilgiler “gönüllü oynanmayan tur”dur (VUR, ${sec('16.1.2')}).`,
      `<strong>Rakiplerin puanı</strong> (${sec('16.3')}): bir oyuncu başkalarının Buchholz’una kendi puanıyla girer (${sec('16.3.1')}); yalnızca son türdeki (16.2.5) turları, kaç puan aldığına bakılmaksızın beraberlik sayılır (${sec('16.3.2')}). Böylece erken çekilen oyuncunun düşük puanı rakiplerini cezalandırmaz.`,
      `<strong>Oyuncunun kendi oynanmayan turları</strong> (${sec('16.4')}): her biri, puanı oyuncunun kendi puanına eşit sanal bir rakiple oynanmış sayılır. <strong>2026 değişikliği</strong> (1 Mart 2026’dan beri): hükmen sonuçta bu sanal rakibin puanı planlanan rakibin uyarlanmış puanını aşamaz (${sec('16.4.1')}); öteki oynanmayan turlarda tur sayısının yarısını aşamaz (${sec('16.4.2')}). <strong>Kesintiler</strong> (${sec('16.5')}): gönüllü oynanmayan turu olan oyuncuda Cut-1 önce VUR’dan gelen katkıyı keser.`,
      `Devreli turnuvalarda (${sec('15.2')}) eşlendirme önceden belli olduğu için hükmen sonuç planlanan rakiple oynanmış gibi sayılır; sanal rakip kullanılmaz.`,
    ],
    workings: [
      {
        player: 4,
        code: 'BH',
        rules: '2023',
        text: (c) =>
          `${c.name(4)} 2. turda ${c.name(3)}’e karşı hükmen kazandı, son turda yarım puanlık bay istedi. 2023 kuralıyla iki sanal rakip de kendi puanını (${c.pts(4)}) alır: BH = ${c.v(4, 'BH', '2023')}.`,
      },
      {
        player: 4,
        code: 'BH',
        rules: '2026',
        text: (c) =>
          `2026 kuralıyla hükmen galibiyetin sanal rakibi ${c.name(3)}’in uyarlanmış puanıyla, bayınki tur sayısının yarısıyla sınırlanır: BH = ${c.v(4, 'BH', '2026')}.`,
      },
      {
        player: 4,
        code: 'BH/C1',
        rules: '2026',
        text: (c) =>
          `Cut-1’de ${c.name(4)}’in en düşük rakibi değil, VUR’dan (istenen bay) gelen katkı kesilir (16.5): BH/C1 = ${c.v(4, 'BH/C1', '2026')}.`,
      },
      {
        player: 3,
        code: 'BH',
        rules: '2026',
        text: (c) =>
          `${c.name(3)} 2. turda gelmedi (hükmen yenilgi), 3. turda eşlendirme bayı aldı, son turda oynamadı. Onun puanı rakiplerinin Buchholz’una 16.3’e göre uyarlanarak girer; kendi Buchholz’u: ${c.v(3, 'BH', '2026')}.`,
      },
    ],
    outro: [
      `İki tabloyu karşılaştırın: bu örnekte 2023 ile 2026 arasında yalnızca hükmen galibiyeti ve son tur bayı olan oyuncunun değerleri değişir. Kendi turnuvanızı iki kuralla da <a href="/araclar/esitlik-bozma/">eşitlik bozma aracında</a> hesaplayabilirsiniz.`,
    ],
  },
];

/** Computes one family's example: the standings, the workings and the text with the engine's numbers. */
export function buildExample(example: FamilyExample, fixtureText: string): BuiltExample {
  const family = TIEBREAK_FAMILIES.find((f) => f.slug === example.slug);
  if (!family) throw new Error(`Eşitlik bozma sayfası ${example.slug}: aile listesinde yok (src/browser/tiebreak-pages.ts).`);
  const parsed = parseTrf(fixtureText);
  if (!parsed.ok)
    throw new Error(`Örnek ${example.fixture}: satır ${parsed.error.line}, sütun ${parsed.error.column}: ${parsed.error.message}`);
  const t = parsed.value.tournament;
  const codesAll = [...new Set([...example.codes, ...example.workings.map((w) => w.code)])];
  const compute = (rules: RulesVersion, codes: string[]): Standings => {
    const s = computeStandings(t, codes, { rules, roundRobin: example.roundRobin });
    if (!s.ok) throw new Error(`Örnek ${example.slug}: ${s.error}`);
    return s.value;
  };
  const table = compute(example.rules, example.codes);
  const byRules: Record<RulesVersion, Standings> = { '2023': compute('2023', codesAll), '2026': compute('2026', codesAll) };
  const player = (s: Standings, id: number): PlayerStanding => {
    const p = s.players.find((x) => x.id === id);
    if (!p) throw new Error(`Örnek ${example.slug}: ${id} numaralı oyuncu yok.`);
    return p;
  };
  const ctx: ExampleContext = {
    v: (id, code, rules = example.rules) => {
      const value = player(byRules[rules], id).tiebreaks[code];
      if (value === undefined) throw new Error(`Örnek ${example.slug}: ${code} hesaplanmadı.`);
      return value === null ? 'değer yok' : trNum(value);
    },
    name: (id) => player(table, id).name,
    pts: (id) => trNum(player(table, id).points),
    rank: (id) => player(table, id).rank,
    rounds: String(t.roundsPlayed),
    half: trNum(t.roundsPlayed / 2),
  };
  const text = (x: Text) => (typeof x === 'string' ? x : x(ctx));
  return {
    family,
    example,
    tournament: t,
    standings: table,
    other: example.compareRules ? compute(example.rules === '2026' ? '2023' : '2026', example.codes) : undefined,
    intro: example.intro.map(text),
    workings: example.workings.map((w) => {
      const rules = w.rules ?? example.rules;
      return {
        player: `${w.player}. ${player(table, w.player).name}`,
        rules,
        explanation: player(byRules[rules], w.player).explanations[w.code],
        text: text(w.text),
      };
    }),
    outro: example.outro.map(text),
  };
}
