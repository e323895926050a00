// The worked examples of the pairing explainer pages (/araclar/eslendirme/<konu>/): our own small
// tournaments (src/pairing/examples/*.trf, made by pairing each round with src/pairing), the next
// round paired by the engine at build time, with the view the text needs (score groups, colour
// preferences, moved-down players, the bye, each colour rule). Nothing here is typed by hand: a page
// prints what this returns. Pure: the page passes the fixture's text in. The pages' prose is MDX
// (explainers/eslendirme/<konu>.mdx, the collection `pairingExplainers`), whose components
// (components/explainers/pairing/) render these examples.
import { z } from 'astro/zod';
import { mustBe } from '../browser/problems.ts';
import { basename } from 'node:path';
import { readPages } from './content.ts';
import { pairNextRound } from '../pairing/index.ts';
import type { Reason } from '../pairing/index.ts';
import { pairingState } from '../pairing/index.ts';
import type { PairingPlayer } from '../pairing/index.ts';
import { readTrf } from '../trf/read.ts';
import { parseTrf } from '../tiebreak/index.ts';
import type { Tournament } from '../tiebreak/index.ts';

export const trPts = (tenths: number): string => String(tenths / 10).replace('.', ',');

export interface ExamplePlayer {
  id: number;
  name: string;
  /** Score before the round, Turkish ("2,5"). */
  points: string;
  /** Colours of the games played, "B S B" (beyaz/siyah; "–" for a round without colour). */
  colours: string;
  /** C.04.3 A.6: "beyaz", "siyah" or "yok". */
  preference: string;
  /** "mutlak", "güçlü", "hafif" or "—". */
  strength: string;
  /** Whites minus blacks. */
  difference: number;
  /** May receive the pairing-allocated bye (C.04.1 d; C.04.3 C.2). */
  byeEligible: boolean;
  /** Takes part in the round (no requested bye). */
  present: boolean;
}

export interface ExampleBoard {
  board: number;
  white: number;
  black: number;
  whitePoints: string;
  blackPoints: string;
  /** The colour rule applied (C.04.3 E.1–E.5). */
  article: string;
}

export interface BuiltPairingExample {
  fixture: string;
  tournament: Tournament;
  round: number;
  players: ExamplePlayer[];
  name(id: number): string;
  player(id: number): ExamplePlayer;
  brackets: Extract<Reason, { kind: 'bracket' }>[];
  boards: ExampleBoard[];
  bye: number | null;
  reasons: Reason[];
  /** The engine's Turkish sentence of each reason, in the same order. */
  text: string[];
  /** The sentences of the reasons of some kinds. */
  textOf(...kinds: Reason['kind'][]): string[];
}

const COLOUR_TR = { w: 'beyaz', b: 'siyah' } as const;

/** Pairs the fixture's next round and gathers what a page shows. Throws (fails the build) on a bad fixture. */
export function buildPairingExample(fixture: string, text: string): BuiltPairingExample {
  const fail = (m: string) => new Error(`Eşlendirme örneği ${fixture}: ${m}`);
  const file = readTrf(text);
  if (!file.ok) throw fail(`${file.error.line}. satır: ${file.error.message}`);
  const st = pairingState(file.value);
  if (!st.ok) throw fail(st.error.message);
  const p = pairNextRound(text);
  if (!p.ok) throw fail(p.error.message);
  const t = parseTrf(text);
  if (!t.ok) throw fail(t.error.message);
  const view = (x: PairingPlayer): ExamplePlayer => {
    const played = x.history.filter((h) => h.colour !== null && h.played);
    const whites = played.filter((h) => h.colour === 'w').length;
    return {
      id: x.id,
      name: x.name,
      points: trPts(x.plainScore),
      colours: x.history.map((h) => (h.colour === 'w' ? 'B' : h.colour === 'b' ? 'S' : '–')).join(' '),
      preference: x.preference ? COLOUR_TR[x.preference] : 'yok',
      strength: x.preference === null ? '—' : x.absolute ? 'mutlak' : x.strong ? 'güçlü' : 'hafif',
      difference: whites - (played.length - whites),
      byeEligible: x.byeEligible,
      present: x.present,
    };
  };
  const players = st.value.players.map(view);
  const byId = new Map(players.map((x) => [x.id, x]));
  const score = (id: number) => byId.get(id)?.points ?? '?';
  const colours = p.value.reasons.filter((r): r is Extract<Reason, { kind: 'colour' }> => r.kind === 'colour');
  const boards = p.value.pairs.map(([w, b], i) => ({
    board: i + 1,
    white: w,
    black: b,
    whitePoints: score(w),
    blackPoints: score(b),
    article: colours.find((c) => c.white === w && c.black === b)?.article ?? '',
  }));
  const reasons = p.value.reasons;
  return {
    fixture,
    tournament: t.value.tournament,
    round: p.value.round,
    players,
    name: (id) => byId.get(id)?.name ?? String(id),
    player: (id) => {
      const x = byId.get(id);
      if (!x) throw fail(`${id} numaralı oyuncu yok`);
      return x;
    },
    brackets: reasons.filter((r): r is Extract<Reason, { kind: 'bracket' }> => r.kind === 'bracket'),
    boards,
    bye: p.value.bye,
    reasons,
    text: p.value.text,
    textOf: (...kinds) => reasons.map((r, i) => (kinds.includes(r.kind) ? p.value.text[i] : null)).filter((x): x is string => x !== null),
  };
}

/** Where the explainers' content lives (the collection `pairingExplainers`, src/content.config.ts). */
export const PAIRING_EXPLAINERS_DIR = 'explainers/eslendirme';

/** The frontmatter of a pairing explainer: the page's title, its example tournament and the round paired. */
export const pairingExplainerSchema = z.strictObject({
  title: z.string({ error: mustBe('metin olmalı') }),
  description: z.string({ error: mustBe('metin olmalı') }),
  /** The example tournament (src/pairing/examples/). */
  fixture: z.string({ error: mustBe('dosya adı olmalı') }).regex(/^[\w-]+\.trf$/, { error: mustBe('bir .trf dosyasının adı olmalı') }),
  /** The round the engine pairs: the fixture's next round (checked at build time). */
  round: z
    .number({ error: mustBe('tur numarası olmalı') })
    .int()
    .positive(),
  /** The page's place among the topics (src/browser/pairing-pages.ts, 1 first). */
  order: z
    .number({ error: mustBe('sıra numarası olmalı') })
    .int()
    .positive(),
});

/** What the components of a page's content read: its example and the other example tournaments. */
export interface PairingExplainerPage {
  slug: string;
  ex: BuiltPairingExample;
  /** Another example tournament of src/pairing/examples/, paired at build time. */
  load(fixture: string): BuiltPairingExample;
}

// The page hands its examples to the components of its MDX through the render's locals (one page, one example).
const LOCALS_KEY = 'pairingExample';

/** Makes a page's examples available to the components of its content (components/explainers/pairing/). */
export function providePairingPage(locals: object, page: PairingExplainerPage): void {
  (locals as Record<string, unknown>)[LOCALS_KEY] = page;
}

/** The examples of the page being rendered; a component used outside an explainer page is a bug. */
export function pairingPageOf(locals: object): PairingExplainerPage {
  const page = (locals as Record<string, unknown>)[LOCALS_KEY];
  if (!page) throw new Error('Eşlendirme bileşeni bir açıklama sayfasının dışında kullanılmış.');
  return page as PairingExplainerPage;
}

/** A score group's score in Turkish ("2,5"). */
export const trScore = (score: number): string => String(score).replace('.', ',');

/** The explainers as files, outside Astro (tests): each page's frontmatter and its slug. */
export function readPairingExplainers(root: string = process.cwd()): (z.infer<typeof pairingExplainerSchema> & { slug: string })[] {
  const { pages, problems } = readPages(PAIRING_EXPLAINERS_DIR, pairingExplainerSchema, root);
  if (problems.length) throw new Error(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  return pages.map((p) => ({ ...p.data, slug: basename(p.file, '.mdx') }));
}
