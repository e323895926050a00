// Schema of a question of the banks (quizzes/*.json, described in quizzes/README.md), in zod: the
// content collection `quizzes` (src/content.config.ts), the loader of the banks and the CLI
// (src/buildtime/quiz) all validate with it, and the question's type is derived from it. Messages are
// Turkish and name the field. Pure: the numbers that exist in each edition are passed in.
import { z } from 'astro/zod';
import { parseFen } from '../../engine/index.ts';
import { TERMINATIONS, type ResultString } from '../../engine/rulings/index.ts';
import { parsePermalink } from '../links.ts';
import { issueProblems, mustBe, parseFieldPath, showValue, turkishIssues, type ContentProblem } from '../problems.ts';
import { replayScenario } from './replay.ts';
import { isKnownRegulationRef, parseRegulationRef } from '../tiebreak-pages.ts';
import { askTournament, RATING_ASKS, TEAM_ASK_CODES, teamValue } from './computed.ts';
import { isEligibilityRef, isKnownNormRef, parseNormRef, B01_SECTIONS, B061_SECTIONS } from './regulations.ts';
import { NORM_ASKS } from './norm-keys.ts';
import { PAIRING_ASKS, NUMBER_ASKS, pairingAskProblems } from './pairing-keys.ts';
import { isKnownPairingRef, parsePairingRef, PAIRING_TOPICS } from '../pairing-pages.ts';

export const QUIZ_EDITIONS = ['2023', '2018', '2001'] as const;
export const QUESTION_TYPES = ['single', 'multiple', 'truefalse', 'numeric', 'scenario', 'ruling'] as const;
export const ASKS = ['result', 'termination', 'obligation', 'clock', 'illegalMoves', 'toMove', 'clocks', 'recording'] as const;
export const UNITS = ['dakika', 'saniye', 'hamle', 'puan', 'oyun', 'tur'] as const;
export const RESULTS = ['1-0', '0-1', '1/2-1/2', '0-0'] as const satisfies readonly ResultString[];
// The terminations of a ruling: the engine's own list.
export { TERMINATIONS };

export type QuizEdition = (typeof QUIZ_EDITIONS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Ask = (typeof ASKS)[number];
export type Unit = (typeof UNITS)[number];

const show = showValue;
const quoted = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

const must = mustBe;

const nonEmptyText = (what: string) => z.string({ error: must(what) }).refine((s) => s.trim() !== '', { error: `${what} (boş verildi)` });
const edition = z.enum(QUIZ_EDITIONS, { error: must(`${quoted(QUIZ_EDITIONS)} olmalı`) });
const key = z.union([z.number(), z.array(z.number()), z.boolean()], {
  error: must('seçenek sırası, seçenek sıralarının dizisi, true/false ya da bir sayı olmalı'),
});

/** An option of a scenario question: the text shown and the value of the asked part of the ruling. */
export const scenarioChoice = z.looseObject({ label: z.string(), value: z.unknown() });
export type ScenarioChoice = z.infer<typeof scenarioChoice>;

/** The fields of a question, each with its type and its Turkish message. */
const questionShape = {
  id: z.string({ error: 'zorunlu alan eksik ya da metin değil' }),
  articles: z
    .array(z.string({ error: must('madde numarası metin olmalı') }), { error: 'en az bir madde numarası içeren bir dizi olmalı' })
    .min(1, { error: 'en az bir madde numarası içeren bir dizi olmalı' }),
  edition: edition.default('2018'),
  editions: z.array(edition, {
    error: (iss) =>
      iss.input === undefined
        ? 'zorunlu alan eksik: sorunun geçerli olduğu sürümler (ör. ["2023", "2018"])'
        : `${quoted(QUIZ_EDITIONS)} değerlerinden oluşan bir dizi olmalı`,
  }),
  answers: z.partialRecord(edition, key, { error: must('{ "2023": … } biçiminde bir nesne olmalı') }).optional(),
  explanations: z
    .partialRecord(edition, z.string({ error: must('metin olmalı') }), { error: must('{ "2023": … } biçiminde bir nesne olmalı') })
    .optional(),
  type: z.enum(QUESTION_TYPES, { error: must(`${QUESTION_TYPES.join(', ')} değerlerinden biri olmalı`) }),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: must('1, 2 ya da 3 olmalı') }),
  text: nonEmptyText('zorunlu alan: boş olmayan bir metin olmalı'),
  fen: z
    .string({ error: 'FEN metni olmalı' })
    .superRefine((fen, ctx) => {
      const f = parseFen(fen);
      if (!f.ok) ctx.addIssue({ code: 'custom', message: `geçersiz FEN (${f.error.field}): ${f.error.message}` });
    })
    .optional(),
  choices: z
    .array(z.union([z.string(), scenarioChoice], { error: 'bir metin ya da { "label": "…", "value": … } biçiminde olmalı' }), {
      error: must('seçeneklerden oluşan bir dizi olmalı'),
    })
    .optional(),
  answer: key.optional(),
  unit: z.enum(UNITS, { error: must(`${UNITS.join(', ')} değerlerinden biri olmalı`) }).optional(),
  explanation: nonEmptyText('zorunlu alan: boş olmayan bir metin olmalı').optional(),
  scenario: z.record(z.string(), z.unknown(), { error: 'senaryo nesnesi olmalı (shared/spec/scenario-format.md)' }).optional(),
  ask: z.enum(ASKS, { error: must(`${ASKS.join(', ')} değerlerinden biri olmalı`) }).optional(),
  // Computed keys (quizzes/README.md): a crosstable and the tie-break asked, or a rating calculation.
  tiebreak: z
    .strictObject(
      {
        trf: z
          .array(z.string({ error: must('TRF satırı metin olmalı') }), { error: must('TRF satırlarının dizisi olmalı') })
          .min(1, { error: 'en az bir TRF satırı olmalı' }),
        code: z.string({ error: must('eşitlik bozma kodu (ör. "BH/C1") ya da "RANK" olmalı') }),
        player: z.number({ error: must('oyuncunun başlangıç numarası olmalı') }).int({ error: 'tam sayı olmalı' }),
        rules: z.enum(['2023', '2026'], { error: must('"2023" ya da "2026" olmalı') }).optional(),
        roundRobin: z.boolean({ error: must('true ya da false olmalı') }).optional(),
        order: z
          .array(z.string({ error: must('eşitlik bozma kodu olmalı') }), { error: must('eşitlik bozma kodlarının dizisi olmalı') })
          .optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'bilinmeyen alan (geçerli alanlar: trf, code, player, rules, roundRobin, order)'
            : must('{ "trf": [...], "code": "…", "player": n } biçiminde bir nesne olmalı')(issue),
      },
    )
    .optional(),
  rating: z
    .strictObject(
      {
        ask: z.enum(RATING_ASKS, { error: must(`${RATING_ASKS.join(', ')} değerlerinden biri olmalı`) }),
        rating: z
          .number({ error: must('bir rating olmalı') })
          .int()
          .optional(),
        k: z
          .number({ error: must('K katsayısı olmalı') })
          .int()
          .positive()
          .optional(),
        games: z
          .array(z.tuple([z.number().int(), z.union([z.literal(0), z.literal(0.5), z.literal(1)])]), {
            error: must('[rakibin ratingi, skor] çiftlerinin dizisi olmalı'),
          })
          .optional(),
        opponent: z
          .number({ error: must('rakibin ratingi olmalı') })
          .int()
          .optional(),
        gamesRated: z
          .number({ error: must('oyun sayısı olmalı') })
          .int()
          .nonnegative()
          .optional(),
        under18: z.boolean({ error: must('true ya da false olmalı') }).optional(),
        reached2400: z.boolean({ error: must('true ya da false olmalı') }).optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'bilinmeyen alan (geçerli alanlar: ask, rating, k, games, opponent, gamesRated, under18, reached2400)'
            : must('{ "ask": "change", … } biçiminde bir nesne olmalı')(issue),
      },
    )
    .optional(),
  /** Team competitions: a crosstable of team matches and the value asked; src/tiebreak/team.ts computes the key. */
  team: z
    .strictObject(
      {
        teams: z
          .array(z.string({ error: must('takım adı metin olmalı') }), { error: must('takım adlarının dizisi olmalı') })
          .min(2, { error: 'en az iki takım olmalı' }),
        boards: z.number({ error: must('masa sayısı olmalı') }).int({ error: 'tam sayı olmalı' }),
        matches: z.array(z.tuple([z.number().int(), z.number().int(), z.number(), z.number()]), {
          error: must('[ev sahibi, konuk, ev sahibinin oyun puanı, konuğun oyun puanı] dörtlülerinin dizisi olmalı'),
        }),
        matchPoints: z
          .tuple([z.number(), z.number(), z.number()], { error: must('[galibiyet, beraberlik, yenilgi] maç puanları olmalı') })
          .optional(),
        code: z.enum(TEAM_ASK_CODES, { error: must(`${TEAM_ASK_CODES.join(', ')} değerlerinden biri olmalı`) }),
        team: z.number({ error: must('takımın numarası olmalı') }).int({ error: 'tam sayı olmalı' }),
        order: z
          .array(z.string({ error: must('eşitlik bozma kodu olmalı') }), { error: must('eşitlik bozma kodlarının dizisi olmalı') })
          .optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'bilinmeyen alan (geçerli alanlar: teams, boards, matches, matchPoints, code, team, order)'
            : must('{ "teams": [...], "boards": 4, "matches": [...], "code": "SB", "team": 1 } biçiminde bir nesne olmalı')(issue),
      },
    )
    .optional(),
  /**
   * A point the Laws' text does not settle (e.g. the 2023 blitz penalty under B.2): the explanation says
   * so, the question stays out of the mock exam, and `accepted` names the other keys also counted right.
   */
  disputed: z.literal(true, { error: must('yalnızca true olabilir (tartışmalı soru)') }).optional(),
  /** Disputed single/scenario questions: other choices also accepted; ruling questions: other clock minutes accepted. */
  accepted: z.array(z.number({ error: must('sayı olmalı') }), { error: must('sayılardan oluşan bir dizi olmalı') }).optional(),
  /** Whole-ruling questions: articles the engine cites that a minimal right ruling may leave out (no credit lost either way). */
  optionalArticles: z
    .array(z.string({ error: must('madde numarası metin olmalı') }), { error: must('madde numaralarının dizisi olmalı') })
    .optional(),
  /** What the question tests only a renumbering of the Laws (2018 → 2023): at most five such questions. */
  renumbering: z.literal(true, { error: must('yalnızca true olabilir') }).optional(),
  /** Norm questions (B.01): the opponents and the value asked; src/norms computes the key (norm-keys.ts). */
  norm: z
    .strictObject(
      {
        title: z.enum(['GM', 'IM', 'WGM', 'WIM'], { error: must('"GM", "IM", "WGM" ya da "WIM" olmalı') }),
        federation: z.string({ error: must('norm adayının federasyon kodu olmalı (ör. "TUR")') }),
        opponents: z
          .array(
            z.tuple([z.string(), z.string(), z.union([z.number().int(), z.null()]), z.union([z.literal(0), z.literal(0.5), z.literal(1)])]),
            {
              error: must('[unvan, federasyon, rating ya da null, skor] dörtlülerinin dizisi olmalı'),
            },
          )
          .min(1, { error: 'en az bir rakip olmalı' }),
        exempt: z.boolean({ error: must('true ya da false olmalı') }).optional(),
        ask: z.enum(NORM_ASKS, { error: must(`${NORM_ASKS.join(', ')} değerlerinden biri olmalı`) }),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'bilinmeyen alan (geçerli alanlar: title, federation, opponents, exempt, ask)'
            : must('{ "title": "GM", "federation": "TUR", "opponents": [...], "ask": "performance" } biçiminde bir nesne olmalı')(issue),
      },
    )
    .optional(),
  /** Pairing questions (C.04, C.05): a tournament or a Berger table and the value asked; src/pairing computes the key (pairing-keys.ts). */
  pairing: z
    .strictObject(
      {
        ask: z.enum(PAIRING_ASKS, { error: must(`${PAIRING_ASKS.join(', ')} değerlerinden biri olmalı`) }),
        trf: z
          .array(z.string({ error: must('TRF satırı metin olmalı') }), { error: must('TRF satırlarının dizisi olmalı') })
          .min(1, { error: 'en az bir TRF satırı olmalı' })
          .optional(),
        player: z
          .number({ error: must('oyuncunun numarası olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .positive({ error: 'pozitif olmalı' })
          .optional(),
        instead: z
          .number({ error: must('oyuncunun numarası olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .positive({ error: 'pozitif olmalı' })
          .optional(),
        board: z
          .number({ error: must('masa numarası olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .positive({ error: 'pozitif olmalı' })
          .optional(),
        players: z
          .number({ error: must('oyuncu sayısı olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .optional(),
        round: z
          .number({ error: must('tur numarası olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .positive({ error: 'pozitif olmalı' })
          .optional(),
        double: z.boolean({ error: must('true ya da false olmalı') }).optional(),
        opponent: z
          .number({ error: must('öteki oyuncunun numarası olmalı') })
          .int({ error: 'tam sayı olmalı' })
          .positive({ error: 'pozitif olmalı' })
          .optional(),
        claim: z.union([z.string(), z.number(), z.null()], { error: must('metin, sayı ya da null olmalı') }).optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'bilinmeyen alan (geçerli alanlar: ask, trf, player, board, players, round, double, opponent, claim)'
            : must('{ "ask": "board", "trf": [...], "board": 1 } biçiminde bir nesne olmalı')(issue),
      },
    )
    .optional(),
  /** Whole-ruling questions: the moves offered for the obligation (SAN, English letters, no +/#). */
  candidates: z
    .array(z.string({ error: must('SAN hamlesi metin olmalı') }), { error: must('SAN hamlelerinden oluşan bir dizi olmalı') })
    .optional(),
  /** Whole-ruling questions: the articles offered besides the engine's (one list, or one per edition). */
  distractors: z
    .union([z.array(z.string()), z.partialRecord(edition, z.array(z.string()))], {
      error: must('madde numaralarından oluşan bir dizi ya da { "2023": […], "2018": […] } biçiminde bir nesne olmalı'),
    })
    .optional(),
};
const QUESTION_FIELDS = Object.keys(questionShape).join(', ');

/** A question as written in a bank file. */
export const questionFields = z.strictObject(questionShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `bilinmeyen alan (geçerli alanlar: ${QUESTION_FIELDS})` : undefined),
});

/** A question as the site uses it: edition and editions filled in, the bank file it came from. */
export const question = questionFields.extend({
  edition,
  /** Every edition the question is valid for (it includes `edition`). */
  editions: z.array(edition).min(1),
  /** Bank file the question came from, e.g. "madde-7.json" (added by the loader). */
  file: z.string(),
});
export type Question = z.infer<typeof question>;

/** What the checks of a question need to know besides the question. */
export interface QuestionContext {
  /** Bank file name, e.g. "madde-7.json": the id must be "<stem>-<nnn>". */
  file: string;
  /** Numbers that exist in each edition; without it articles and links are not checked against the Laws. */
  known?: Record<QuizEdition, Set<string>>;
}

type Raw = z.output<typeof questionFields>;
type Ctx = { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void };

function checkValue(ask: Ask, v: unknown): string | null {
  switch (ask) {
    case 'result':
      return v === null || (RESULTS as readonly unknown[]).includes(v) ? null : `${quoted(RESULTS)} ya da null olmalı, ${show(v)} verildi`;
    case 'termination':
      return v === null || (TERMINATIONS as readonly unknown[]).includes(v)
        ? null
        : `spec'teki bitiş türlerinden biri ya da null olmalı, ${show(v)} verildi`;
    case 'obligation':
      if (v === null || v === 'free') return null;
      return Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim() !== '' && !/[+#]/.test(s))
        ? null
        : `null, "free" ya da +/# işaretsiz SAN hamleleri dizisi olmalı, ${show(v)} verildi`;
    case 'clock':
      return Array.isArray(v) &&
        v.every(
          (c) =>
            isObject(c) &&
            (c.side === 'white' || c.side === 'black') &&
            isInt(c.seconds) &&
            Object.keys(c).every((k) => k === 'side' || k === 'seconds' || k === 'article'),
        )
        ? null
        : `[{ "side": "white"|"black", "seconds": tam sayı }] biçiminde bir dizi olmalı, ${show(v)} verildi`;
    case 'illegalMoves':
      return isObject(v) && isInt(v.white) && isInt(v.black) && v.white >= 0 && v.black >= 0 && Object.keys(v).length === 2
        ? null
        : `{ "white": n, "black": n } olmalı, ${show(v)} verildi`;
    case 'toMove':
      return v === null || v === 'white' || v === 'black' ? null : `"white", "black" ya da null olmalı, ${show(v)} verildi`;
    case 'clocks':
      return v === null || (isObject(v) && isInt(v.white) && isInt(v.black) && v.white >= 0 && v.black >= 0 && Object.keys(v).length === 2)
        ? null
        : `saatlerde kalan süre { "white": saniye, "black": saniye } ya da null olmalı, ${show(v)} verildi`;
    case 'recording':
      return v === null || (isObject(v) && typeof v.white === 'boolean' && typeof v.black === 'boolean' && Object.keys(v).length === 2)
        ? null
        : `hamleleri yazma zorunluluğu { "white": true|false, "black": true|false } ya da null olmalı, ${show(v)} verildi`;
  }
}

/** Canonical form of an asked value, for comparing two values of the same `ask`. */
export function canonicalValue(ask: Ask, v: unknown): string {
  if (ask === 'obligation' && Array.isArray(v)) return JSON.stringify([...v].map((s) => String(s).replace(/[+#]/g, '')).sort());
  if (ask === 'clock' && Array.isArray(v)) {
    const list = v.map((c) => `${(c as { side: string }).side}:${(c as { seconds: number }).seconds}`).sort();
    return JSON.stringify(list);
  }
  if ((ask === 'illegalMoves' || ask === 'clocks' || ask === 'recording') && isObject(v))
    return JSON.stringify({ white: v.white, black: v.black });
  return JSON.stringify(v ?? null);
}

/** Markdown links [text](href) in a text. */
export function markdownLinks(text: string): { text: string; href: string }[] {
  const out: { text: string; href: string }[] = [];
  for (const m of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) out.push({ text: m[1], href: m[2] });
  return out;
}

type Add = (path: PropertyKey[], message: string) => void;

/** id: "<file-stem>-<nnn>". */
function checkId(q: Raw, file: string, add: Add): void {
  const stem = file.replace(/\.json$/, '');
  if (!new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d{3,}$`).test(q.id))
    add(['id'], `"${stem}-<nnn>" biçiminde olmalı (ör. ${stem}-001)`);
}

/** editions: its own included, no repeats; answers/explanations only for the other editions it claims. */
function checkEditions(q: Raw, editions: QuizEdition[], add: Add): void {
  const { edition } = q;
  if (q.editions) {
    if (q.editions.length === 0 || new Set(q.editions).size !== q.editions.length)
      add(
        ['editions'],
        `${quoted(QUIZ_EDITIONS)} değerlerinden oluşan, tekrarsız ve boş olmayan bir dizi olmalı, ${show(q.editions)} verildi`,
      );
    else if (!q.editions.includes(edition)) add(['editions'], `sorunun kendi sürümünü (${edition}) içermeli`);
  }
  // A key that differs in another edition needs that edition's explanation too.
  for (const k of Object.keys(q.answers ?? {})) {
    if (!q.explanations || !(k in q.explanations))
      add(['explanations', k], `${k} sürümünde cevap farklı olduğu için o sürümün açıklaması da yazılmalı`);
  }
  for (const field of ['answers', 'explanations'] as const) {
    for (const [k, x] of Object.entries(q[field] ?? {})) {
      if (!editions.includes(k as QuizEdition) || k === edition)
        add(
          [field, k],
          `yalnızca sorunun geçerli olduğu öteki sürümler için yazılır (${editions.filter((e) => e !== edition).join(', ') || 'yok'})`,
        );
      else if (field === 'explanations' && (typeof x !== 'string' || x.trim() === '')) add([field, k], 'boş olmayan bir metin olmalı');
      else if (field === 'answers' && typeof x !== typeof q.answer && !(Array.isArray(x) && Array.isArray(q.answer)))
        add([field, k], `"answer" ile aynı türde olmalı, ${show(x)} verildi`);
    }
  }
}

/** articles: every number exists in the edition, none twice. True when the question is on a regulation (tie-breaks, ratings, norms, pairings). */
function checkArticles(q: Raw, known: QuestionContext['known'], add: Add): boolean {
  const { edition } = q;
  // A regulation reference ("C.07 8.1", "B.02 8.3.3") names a section an explainer page covers.
  q.articles.forEach((a, i) => {
    if (parseRegulationRef(a)) {
      if (!isKnownRegulationRef(a) && !isEligibilityRef(a))
        add(['articles', i], `"${a}" sitenin açıkladığı bir yönetmelik bölümü değil (src/browser/tiebreak-pages.ts)`);
    } else if (parsePairingRef(a)) {
      if (!isKnownPairingRef(a))
        add(
          ['articles', i],
          `"${a}" eşlendirme sayfalarının açıkladığı bir bölüm değil (${PAIRING_TOPICS.flatMap((t) => t.refs).join(', ')})`,
        );
    } else if (parseNormRef(a)) {
      if (!isKnownNormRef(a))
        add(
          ['articles', i],
          `"${a}" bankaların andığı bir bölüm değil (B.01: ${B01_SECTIONS.join(', ')}; B.06.1: ${B061_SECTIONS.join(', ')})`,
        );
    } else if (known && !known[edition].has(a)) add(['articles', i], `"${a}" numaralı madde ${edition} sürümünde yok`);
  });
  const onRegulation = q.articles.some((a) => parseRegulationRef(a) !== null || parseNormRef(a) !== null || parsePairingRef(a) !== null);
  if (new Set(q.articles).size !== q.articles.length) add(['articles'], 'aynı madde iki kez yazılmış');

  return onRegulation;
}

/** Links in the text and the explanations: internal only, every /m/ address exists; an explanation links an article (or an explainer page). */
function checkLinks(q: Raw, known: QuestionContext['known'], onRegulation: boolean, add: Add): void {
  const texts: [PropertyKey[], string][] = [[['text'], q.text]];
  if (q.explanation !== undefined) texts.push([['explanation'], q.explanation]);
  for (const [k, x] of Object.entries(q.explanations ?? {})) if (typeof x === 'string') texts.push([['explanations', k], x]);
  for (const [path, value] of texts) {
    const links = markdownLinks(value);
    for (const l of links) {
      if (!l.href.startsWith('/')) {
        add(path, `bağlantı sitenin içine olmalı ("/m/…"), "${l.href}" verildi`);
        continue;
      }
      const pl = parsePermalink(l.href);
      if (l.href.startsWith('/m/') && !pl) add(path, `geçersiz kalıcı adres "${l.href}" (ör. /m/7.5.5/ ya da /m/2001/7.4/)`);
      else if (pl && known && !known[pl.edition as QuizEdition].has(pl.no))
        add(path, `"${l.href}" bağlantısındaki ${pl.no} numaralı madde ${pl.edition} sürümünde yok`);
    }
    // Bare addresses written outside a link are checked too.
    for (const m of value.matchAll(/(?<![(\w])\/m\/(?:\d{4}\/)?[^\s/)]+\//g)) {
      const pl = parsePermalink(m[0]);
      if (pl && known && !known[pl.edition as QuizEdition]?.has(pl.no))
        add(path, `"${m[0]}" adresindeki ${pl.no} numaralı madde ${pl.edition} sürümünde yok`);
    }
    const explainer = (href: string) => /^\/araclar\/(esitlik-bozma|elo|norm|eslendirme)\//.test(href);
    if (path[0] !== 'text' && !links.some((l) => parsePermalink(l.href) || (onRegulation && explainer(l.href))))
      add(
        path,
        onRegulation
          ? 'açıklama en az bir açıklama sayfasına bağlantı vermeli, ör. [C.07 Madde 8.1](/araclar/esitlik-bozma/buchholz/)'
          : 'açıklama en az bir maddeye bağlantı vermeli, ör. [Madde 7.5.5](/m/7.5.5/)',
      );
  }
}

/** Fields that belong to some question types only: accepted answers, optional articles, units, computed keys. */
function checkTypedFields(q: Raw, add: Add): void {
  const { type, choices, answer } = q;
  if (q.accepted !== undefined) {
    if (!q.disputed) add(['accepted'], 'yalnızca tartışmalı sorularda ("disputed": true) kullanılır');
    else if (type === 'ruling') {
      if (!q.accepted.every((m) => m > 0))
        add(['accepted'], 'karar sorusunda kabul edilen öteki süre düzeltmeleri (dakika, sıfırdan büyük) olmalı');
    } else if (type !== 'single' && type !== 'scenario')
      add(['accepted'], 'yalnızca "single", "scenario" ve "ruling" sorularda kullanılır');
    else if (q.accepted.some((i) => !isInt(i) || i < 0 || i >= (choices?.length ?? 0) || i === answer))
      add(['accepted'], `doğru cevaptan başka, var olan seçeneklerin sıraları olmalı, ${show(q.accepted)} verildi`);
  }
  if (q.optionalArticles !== undefined && type !== 'ruling') add(['optionalArticles'], 'yalnızca "ruling" sorularda kullanılır');
  if (q.unit !== undefined && type !== 'numeric') add(['unit'], 'yalnızca "numeric" sorularda kullanılır');
  // Computed keys: numeric or single questions only; the crosstable must read (the key is checked at build time).
  for (const field of ['tiebreak', 'rating'] as const) {
    if (q[field] !== undefined && type !== 'numeric' && type !== 'single')
      add([field], 'yalnızca "numeric" ve "single" sorularda kullanılır');
  }
  if (q.tiebreak && q.rating) add(['rating'], '"tiebreak" ile birlikte kullanılmaz');
}

/** Computed keys that exclude each other: team, norm, pairing, tiebreak (whose crosstable must read). */
function checkComputedFields(q: Raw, add: Add): void {
  const { type } = q;
  if (q.team !== undefined) {
    if (type !== 'numeric' && type !== 'single') add(['team'], 'yalnızca "numeric" ve "single" sorularda kullanılır');
    if (q.tiebreak || q.rating || q.norm) add(['team'], '"tiebreak", "rating" ya da "norm" ile birlikte kullanılmaz');
    const v = teamValue(q.team);
    if (!v.ok) add(parseFieldPath(v.error.field), v.error.message);
  }
  if (q.norm !== undefined) {
    const numericAsk = q.norm.ask !== 'norm';
    if (numericAsk ? type !== 'numeric' && type !== 'single' : type !== 'truefalse')
      add(
        ['norm'],
        numericAsk
          ? 'sayısal norm değerleri yalnızca "numeric" ve "single" sorularda sorulur'
          : '"ask": "norm" yalnızca "truefalse" sorularda kullanılır',
      );
    if (q.tiebreak || q.rating) add(['norm'], '"tiebreak" ya da "rating" ile birlikte kullanılmaz');
  }
  if (q.pairing !== undefined) {
    const p = q.pairing;
    if (q.tiebreak || q.rating || q.norm) add(['pairing'], '"tiebreak", "rating" ya da "norm" ile birlikte kullanılmaz');
    for (const x of pairingAskProblems(p)) add(parseFieldPath(x.field), x.message);
    if (type === 'truefalse') {
      if (p.claim === undefined)
        add(['pairing', 'claim'], 'doğru/yanlış sorusunda zorunlu: ifadenin öne sürdüğü değer (ör. "3-5", 7, "beyaz")');
    } else if (p.claim !== undefined) add(['pairing', 'claim'], 'yalnızca doğru/yanlış sorularında kullanılır');
    if (type === 'numeric' && !NUMBER_ASKS.includes(p.ask))
      add(['pairing', 'ask'], `sayısal sorularda yalnızca ${NUMBER_ASKS.join(', ')} sorulur`);
    if (type !== 'single' && type !== 'numeric' && type !== 'truefalse')
      add(['pairing'], 'yalnızca "single", "numeric" ve "truefalse" sorularda kullanılır');
  }
  if (q.tiebreak) {
    const t = askTournament(q.tiebreak);
    if (!t.ok) add(parseFieldPath(t.error.field), t.error.message);
  }
}

/** Scenario fields on questions that are not about a scenario. */
function checkScenarioOnly(q: Raw, add: Add): void {
  const { type } = q;
  if (type !== 'scenario' && type !== 'ruling' && q.scenario !== undefined)
    add(['scenario'], 'yalnızca "scenario" ve "ruling" sorularda kullanılır');
  if (type !== 'scenario' && type !== 'ruling' && q.ask !== undefined) add(['ask'], 'yalnızca "scenario" sorularda kullanılır');
  if (type !== 'ruling') {
    if (q.candidates !== undefined) add(['candidates'], 'yalnızca "ruling" sorularda kullanılır');
    if (q.distractors !== undefined) add(['distractors'], 'yalnızca "ruling" sorularda kullanılır');
  }
}

/** Single and multiple choice: 3–5 distinct options; the key one index, or increasing distinct indices. */
function checkChoiceAnswer(q: Raw, add: Add): void {
  const { type, choices, answer } = q;
  if (!choices || choices.length < 3 || choices.length > 5) {
    add(['choices'], `3–5 seçenekten oluşan bir dizi olmalı${choices ? ` (${choices.length} seçenek var)` : ''}`);
    return;
  }
  choices.forEach((c, i) => {
    if (typeof c !== 'string' || c.trim() === '') add(['choices', i], 'boş olmayan bir metin olmalı');
  });
  if (new Set(choices.map((c) => (typeof c === 'string' ? c.trim() : c))).size !== choices.length) add(['choices'], 'iki seçenek aynı');
  const last = choices.length - 1;
  if (type === 'single') {
    if (!isInt(answer) || answer < 0 || answer > last)
      add(['answer'], `0 ile ${last} arasında bir seçenek sırası olmalı, ${show(answer)} verildi`);
  } else if (
    !Array.isArray(answer) ||
    answer.length === 0 ||
    !answer.every((a, i) => isInt(a) && a >= 0 && a <= last && (i === 0 || answer[i - 1] < a))
  ) {
    add(
      ['answer'],
      `0 ile ${last} arasındaki doğru seçenek sıralarının artan sırada, tekrarsız ve boş olmayan dizisi olmalı, ${show(answer)} verildi`,
    );
  }
}

/** Scenario questions: the ask, the scenario, 2–5 options each a label and a distinct value of the ask, the key an index. */
function checkScenarioChoices(q: Raw, add: Add): void {
  const { choices, answer } = q;
  const ask = q.ask;
  if (ask === undefined) add(['ask'], `zorunlu alan eksik: ${ASKS.join(', ')} değerlerinden biri olmalı`);
  checkScenarioField(q, add);
  if (!choices || choices.length < 2 || choices.length > 5) {
    add(['choices'], `2–5 seçenekten oluşan bir dizi olmalı${choices ? ` (${choices.length} seçenek var)` : ''}`);
    return;
  }
  const canon: string[] = [];
  const labels: string[] = [];
  choices.forEach((c, i) => {
    if (typeof c === 'string' || c.label.trim() === '') {
      add(['choices', i], '{ "label": "…", "value": … } biçiminde olmalı');
      return;
    }
    labels.push(c.label);
    for (const k of Object.keys(c)) if (k !== 'label' && k !== 'value') add(['choices', i, k], 'bilinmeyen alan');
    if (ask) {
      const bad = checkValue(ask, c.value);
      if (bad) add(['choices', i, 'value'], bad);
      else canon.push(canonicalValue(ask, c.value));
    }
  });
  if (new Set(canon).size !== canon.length) add(['choices'], 'iki seçenek aynı değeri taşıyor: her seçeneğin değeri farklı olmalı');
  if (new Set(labels).size !== labels.length) add(['choices'], 'iki seçeneğin yazısı aynı');
  if (!isInt(answer) || answer < 0 || answer >= choices.length)
    add(['answer'], `0 ile ${choices.length - 1} arasında bir seçenek sırası olmalı, ${show(answer)} verildi`);
}

/** The key and options of the question's type. */
function checkAnswer(q: Raw, editions: QuizEdition[], known: QuestionContext['known'], add: Add): void {
  const { type, choices, answer } = q;
  switch (type) {
    case 'single':
    case 'multiple':
      return checkChoiceAnswer(q, add);
    case 'truefalse':
      if (choices !== undefined) add(['choices'], 'doğru/yanlış sorularında seçenek yazılmaz');
      if (typeof answer !== 'boolean') add(['answer'], `true ya da false olmalı, ${show(answer)} verildi`);
      return;
    case 'numeric':
      if (choices !== undefined) add(['choices'], 'sayısal sorularda seçenek yazılmaz');
      if (typeof answer !== 'number' || !Number.isFinite(answer)) add(['answer'], `bir sayı olmalı, ${show(answer)} verildi`);
      if (q.unit === undefined) add(['unit'], `sayısal sorularda zorunlu: ${UNITS.join(', ')}`);
      return;
    case 'ruling':
      checkScenarioField(q, add);
      checkRulingFields(q, editions, add, known);
      return;
    case 'scenario':
      return checkScenarioChoices(q, add);
  }
}

/** The checks across fields, against the file and against the Laws. */
function checkQuestion(q: Raw, ctx: Ctx, qc: QuestionContext): void {
  const add: Add = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const editions = q.editions ?? [q.edition];
  checkId(q, qc.file, add);
  checkEditions(q, editions, add);
  const onRegulation = checkArticles(q, qc.known, add);
  checkLinks(q, qc.known, onRegulation, add);
  checkTypedFields(q, add);
  checkComputedFields(q, add);
  checkScenarioOnly(q, add);
  checkAnswer(q, editions, qc.known, add);
}

/** The scenario of a scenario or whole-ruling question: present, with events, in the question's edition, replayable. */
function checkScenarioField(q: Raw, add: Add): void {
  const sc = q.scenario;
  if (!sc) {
    add(['scenario'], 'senaryo nesnesi zorunlu (shared/spec/scenario-format.md)');
    return;
  }
  if (!Array.isArray(sc.events) || sc.events.length === 0) add(['scenario', 'events'], 'en az bir olay içeren bir dizi olmalı');
  const laws = sc.laws ?? '2023';
  if (laws !== q.edition) add(['scenario', 'laws'], `senaryonun kuralları (${show(laws)}) sorunun sürümüyle (${q.edition}) aynı olmalı`);
  const r = replayScenario(sc);
  if (!r.ok) add(parseFieldPath(r.error.field), r.error.message);
}

/**
 * A whole-ruling question: no written key (the engine gives it), candidate moves for the obligation,
 * distractor articles that exist in each edition the question claims. The key itself is checked
 * against the engine by src/buildtime/quiz/keys.ts.
 */
function checkRulingFields(q: Raw, editions: QuizEdition[], add: Add, known: QuestionContext['known']): void {
  const never = 'karar sorularında yazılmaz: anahtarı kural motoru verir';
  if (q.answer !== undefined) add(['answer'], never);
  if (q.answers !== undefined) add(['answers'], never);
  if (q.choices !== undefined) add(['choices'], 'karar sorularında yazılmaz: seçenekler sonuç, yükümlülük, süre ve maddelerden oluşur');
  if (q.ask !== undefined) add(['ask'], 'karar sorularında yazılmaz: kararın tamamı sorulur');
  const c = q.candidates;
  if (c === undefined) add(['candidates'], 'zorunlu alan eksik: yükümlülük için sunulacak 2–8 aday hamle (SAN, İngilizce harflerle)');
  else {
    if (c.length < 2 || c.length > 8) add(['candidates'], `2–8 aday hamleden oluşan bir dizi olmalı (${c.length} hamle var)`);
    c.forEach((m, i) => {
      if (!/^(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?|O-O(?:-O)?)$/.test(m))
        add(['candidates', i], `+/# işaretsiz bir SAN hamlesi olmalı (İngilizce harflerle, ör. Nf3, exd5, O-O), ${show(m)} verildi`);
    });
    if (new Set(c).size !== c.length) add(['candidates'], 'aynı hamle iki kez yazılmış');
  }
  const d = q.distractors;
  if (d === undefined) {
    add(['distractors'], 'zorunlu alan eksik: motorun maddelerinin yanında sunulacak 2–8 çeldirici madde numarası');
    return;
  }
  const lists: [QuizEdition, string[], PropertyKey[]][] = Array.isArray(d)
    ? editions.map((e) => [e, d, ['distractors']])
    : Object.entries(d).map(([e, list]) => [e as QuizEdition, list ?? [], ['distractors', e]]);
  if (!Array.isArray(d)) {
    for (const e of editions) if (!(e in d)) add(['distractors'], `sorunun geçerli olduğu her sürüm için bir liste olmalı (${e} eksik)`);
    for (const e of Object.keys(d))
      if (!editions.includes(e as QuizEdition)) add(['distractors', e], `soru bu sürüm için geçerli değil (${editions.join(', ')})`);
  }
  for (const [e, list, path] of lists) {
    if (list.length < 2 || list.length > 8) add(path, `2–8 madde numarasından oluşan bir dizi olmalı (${list.length} numara var)`);
    if (new Set(list).size !== list.length) add(path, 'aynı madde iki kez yazılmış');
    list.forEach((a, i) => {
      if (known && !known[e]?.has(a))
        add(
          [...path, i],
          `"${a}" numaralı madde ${e} sürümünde yok${Array.isArray(d) && editions.length > 1 ? ' (sürümlere göre ayrı liste yazın: { "2023": […], "2018": […] })' : ''}`,
        );
    });
  }
}

/** The schema of one question of a bank file, with every check; its output is a `Question`. */
export function questionSchema(qc: QuestionContext) {
  return questionFields
    .refine((q) => q.type === 'ruling' || q.explanation !== undefined, {
      path: ['explanation'],
      error: 'zorunlu alan: boş olmayan bir metin olmalı',
      // Listed with the other problems of the question, even when other fields are wrong too.
      when: () => true,
    })
    .superRefine((q, ctx) => checkQuestion(q, ctx, qc))
    .transform((q): Question => ({ ...q, editions: q.editions ?? [q.edition], file: qc.file }));
}

/**
 * Validates one question of a bank file. Returns the problems (empty = valid) and, when valid, the
 * question with its edition defaulted to "2018", its editions and its file.
 */
export function validateQuestion(raw: unknown, qc: QuestionContext): { problems: ContentProblem[]; question?: Question } {
  const file = qc.file;
  if (!isObject(raw)) return { problems: [{ file, message: `soru bir nesne olmalı, ${show(raw)} verildi` }] };
  const id = typeof raw.id === 'string' ? raw.id : undefined;
  const r = questionSchema(qc).safeParse(raw, { error: turkishIssues });
  if (r.success) return { problems: [], question: r.data };
  return { problems: issueProblems(r.error.issues, { file, id }) };
}
