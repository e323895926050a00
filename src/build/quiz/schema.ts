// Schema of the question banks (quizzes/README.md): validation of one question and loading of every
// bank file. Messages name the file, the question id and the field. Build-time / Node only
// (reads the files and the index of the Laws); islands import only the types.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFen } from '../../engine/fen.ts';
import { TERMINATIONS } from '../../engine/rulings/index.ts';
import { knownNumbers } from '../laws.ts';
import { numbers2023 } from '../../browser/laws2023.ts';
import { replayScenario } from '../../browser/quiz/present.ts';
import type { Ask, Question, QuestionType, QuizEdition, QuizProblem, Unit } from '../../browser/quiz/types.ts';

export const QUESTION_TYPES: readonly QuestionType[] = ['single', 'multiple', 'truefalse', 'numeric', 'scenario'];
export const ASKS: readonly Ask[] = ['result', 'termination', 'obligation', 'clock', 'illegalMoves', 'toMove'];
export const UNITS: readonly Unit[] = ['dakika', 'saniye', 'hamle', 'puan'];
export const RESULTS = ['1-0', '0-1', '1/2-1/2', '0-0'] as const;
// The terminations of a ruling: the engine's own list.
export { TERMINATIONS } from '../../engine/rulings/index.ts';

const FIELDS = new Set([
  'id',
  'articles',
  'edition',
  'type',
  'difficulty',
  'text',
  'fen',
  'choices',
  'answer',
  'unit',
  'explanation',
  'scenario',
  'ask',
  'editions',
  'answers',
  'explanations',
]);
export const QUIZ_EDITIONS: readonly QuizEdition[] = ['2023', '2018', '2001'];

export interface ValidationContext {
  /** Bank file name, e.g. "madde-7.json". */
  file: string;
  /** Numbers that exist in each edition (defaults to the Laws index, src/build/laws.ts). */
  known?: Record<QuizEdition, Set<string>>;
  /** Ids already seen in this or earlier files → file; filled by validateQuestion. */
  seen?: Map<string, string>;
}

let knownCache: Record<QuizEdition, Set<string>> | null = null;
function defaultKnown(): Record<QuizEdition, Set<string>> {
  knownCache ??= { '2023': numbers2023(knownNumbers('2018')), '2018': knownNumbers('2018'), '2001': knownNumbers('2001') };
  return knownCache;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? s.slice(0, 57) + '…' : s;
};

/** Markdown links [text](href) in a text. */
export function markdownLinks(text: string): { text: string; href: string }[] {
  const out: { text: string; href: string }[] = [];
  for (const m of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) out.push({ text: m[1], href: m[2] });
  return out;
}

/** "/m/7.5.5/" → { edition: "2018", no: "7.5.5" }; "/m/2001/7.4/" → 2001; "/m/2023/A.5.2/" → 2023; anything else → null. */
export function parsePermalink(href: string): { edition: QuizEdition; no: string } | null {
  const m = /^\/m\/(?:(2001|2023)\/)?([^/#?]+)\/?(?:#.*)?$/.exec(href);
  if (!m) return null;
  return { edition: (m[1] as QuizEdition | undefined) ?? '2018', no: decodeURIComponent(m[2]) };
}

function checkValue(ask: Ask, v: unknown): string | null {
  switch (ask) {
    case 'result':
      return v === null || (RESULTS as readonly unknown[]).includes(v) ? null : `"1-0", "0-1", "1/2-1/2", "0-0" ya da null olmalı, ${show(v)} verildi`;
    case 'termination':
      return v === null || (TERMINATIONS as readonly unknown[]).includes(v) ? null : `spec'teki bitiş türlerinden biri ya da null olmalı, ${show(v)} verildi`;
    case 'obligation':
      if (v === null || v === 'free') return null;
      return Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim() !== '' && !/[+#]/.test(s))
        ? null
        : `null, "free" ya da +/# işaretsiz SAN hamleleri dizisi olmalı, ${show(v)} verildi`;
    case 'clock':
      return Array.isArray(v) && v.every((c) => isObject(c) && (c.side === 'white' || c.side === 'black') && isInt(c.seconds) && Object.keys(c).every((k) => k === 'side' || k === 'seconds' || k === 'article'))
        ? null
        : `[{ "side": "white"|"black", "seconds": tam sayı }] biçiminde bir dizi olmalı, ${show(v)} verildi`;
    case 'illegalMoves':
      return isObject(v) && isInt(v.white) && isInt(v.black) && v.white >= 0 && v.black >= 0 && Object.keys(v).length === 2
        ? null
        : `{ "white": n, "black": n } olmalı, ${show(v)} verildi`;
    case 'toMove':
      return v === null || v === 'white' || v === 'black' ? null : `"white", "black" ya da null olmalı, ${show(v)} verildi`;
  }
}

/** Canonical form of an asked value, for comparing two values of the same `ask`. */
export function canonicalValue(ask: Ask, v: unknown): string {
  if (ask === 'obligation' && Array.isArray(v)) return JSON.stringify([...v].map((s) => String(s).replace(/[+#]/g, '')).sort());
  if (ask === 'clock' && Array.isArray(v)) {
    const list = v.map((c) => `${(c as { side: string }).side}:${(c as { seconds: number }).seconds}`).sort();
    return JSON.stringify(list);
  }
  if (ask === 'illegalMoves' && isObject(v)) return JSON.stringify({ white: v.white, black: v.black });
  return JSON.stringify(v ?? null);
}

/**
 * Validates one question. Returns the problems (empty = valid) and, when valid, the normalised
 * question (edition defaulted to "2018", file added).
 */
export function validateQuestion(raw: unknown, ctx: ValidationContext): { problems: QuizProblem[]; question?: Question } {
  const file = ctx.file;
  const problems: QuizProblem[] = [];
  if (!isObject(raw)) return { problems: [{ file, message: `soru bir nesne olmalı, ${show(raw)} verildi` }] };
  const id = typeof raw.id === 'string' ? raw.id : undefined;
  const add = (field: string, message: string) => problems.push({ file, id, field, message });
  const known = ctx.known ?? defaultKnown();

  for (const k of Object.keys(raw)) if (!FIELDS.has(k)) add(k, `bilinmeyen alan (geçerli alanlar: ${[...FIELDS].join(', ')})`);

  // id: unique, "<file-stem>-<nnn>".
  const stem = file.replace(/\.json$/, '');
  if (id === undefined) add('id', 'zorunlu alan eksik ya da metin değil');
  else if (!new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d{3,}$`).test(id)) add('id', `"${stem}-<nnn>" biçiminde olmalı (ör. ${stem}-001)`);
  if (id !== undefined && ctx.seen) {
    const prev = ctx.seen.get(id);
    if (prev !== undefined) add('id', `aynı kimlik ${prev} dosyasında da var (kimlikler tekil olmalı)`);
    else ctx.seen.set(id, file);
  }

  // edition (default 2018): the numbering of the articles and the edition of `answer`.
  let edition: QuizEdition = '2018';
  if ('edition' in raw) {
    if ((QUIZ_EDITIONS as readonly unknown[]).includes(raw.edition)) edition = raw.edition as QuizEdition;
    else add('edition', `${QUIZ_EDITIONS.map((e) => `"${e}"`).join(', ')} olmalı, ${show(raw.edition)} verildi`);
  }
  // editions: every edition the question is valid for (default: its own); answers/explanations per edition.
  let editions: QuizEdition[] = [edition];
  if ('editions' in raw) {
    const e = raw.editions;
    if (!Array.isArray(e) || e.length === 0 || !e.every((x) => (QUIZ_EDITIONS as readonly unknown[]).includes(x)) || new Set(e).size !== e.length)
      add('editions', `${QUIZ_EDITIONS.map((x) => `"${x}"`).join(', ')} değerlerinden oluşan, tekrarsız ve boş olmayan bir dizi olmalı, ${show(e)} verildi`);
    else if (!e.includes(edition)) add('editions', `sorunun kendi sürümünü (${edition}) içermeli`);
    else editions = e as QuizEdition[];
  }
  // A key that differs in another edition needs that edition's explanation too.
  if (isObject(raw.answers))
    for (const k of Object.keys(raw.answers))
      if (!isObject(raw.explanations) || !(k in raw.explanations)) add(`explanations.${k}`, `${k} sürümünde cevap farklı olduğu için o sürümün açıklaması da yazılmalı`);
  for (const field of ['answers', 'explanations'] as const) {
    if (!(field in raw)) continue;
    const v = raw[field];
    if (!isObject(v)) {
      add(field, `{ "2018": … } biçiminde bir nesne olmalı, ${show(v)} verildi`);
      continue;
    }
    for (const [k, x] of Object.entries(v)) {
      if (!editions.includes(k as QuizEdition) || k === edition)
        add(`${field}.${k}`, `yalnızca sorunun geçerli olduğu öteki sürümler için yazılır (${editions.filter((x) => x !== edition).join(', ') || 'yok'})`);
      else if (field === 'explanations' && (typeof x !== 'string' || x.trim() === '')) add(`${field}.${k}`, 'boş olmayan bir metin olmalı');
      else if (field === 'answers' && typeof x !== typeof raw.answer && !(Array.isArray(x) && Array.isArray(raw.answer)))
        add(`${field}.${k}`, `"answer" ile aynı türde olmalı, ${show(x)} verildi`);
    }
  }

  // articles: every number exists in the edition.
  if (!Array.isArray(raw.articles) || raw.articles.length === 0) add('articles', 'en az bir madde numarası içeren bir dizi olmalı');
  else {
    raw.articles.forEach((a, i) => {
      if (typeof a !== 'string') add(`articles[${i}]`, `madde numarası metin olmalı, ${show(a)} verildi`);
      else if (!known[edition].has(a)) add(`articles[${i}]`, `"${a}" numaralı madde ${edition} sürümünde yok`);
    });
    if (new Set(raw.articles).size !== raw.articles.length) add('articles', 'aynı madde iki kez yazılmış');
  }

  const type = raw.type as QuestionType;
  if (!QUESTION_TYPES.includes(type)) add('type', `${QUESTION_TYPES.join(', ')} değerlerinden biri olmalı, ${show(raw.type)} verildi`);
  if (!(raw.difficulty === 1 || raw.difficulty === 2 || raw.difficulty === 3)) add('difficulty', `1, 2 ya da 3 olmalı, ${show(raw.difficulty)} verildi`);
  if (typeof raw.text !== 'string' || raw.text.trim() === '') add('text', 'zorunlu alan: boş olmayan bir metin olmalı');
  if (typeof raw.explanation !== 'string' || raw.explanation.trim() === '') add('explanation', 'zorunlu alan: boş olmayan bir metin olmalı');

  // Links in the text and the explanations: internal only, every /m/ address exists.
  const texts: [string, unknown][] = [['text', raw.text], ['explanation', raw.explanation]];
  if (isObject(raw.explanations)) for (const [k, x] of Object.entries(raw.explanations)) texts.push([`explanations.${k}`, x]);
  for (const [field, value] of texts) {
    if (typeof value !== 'string') continue;
    const links = markdownLinks(value);
    for (const l of links) {
      if (!l.href.startsWith('/')) {
        add(field, `bağlantı sitenin içine olmalı ("/m/…"), "${l.href}" verildi`);
        continue;
      }
      const pl = parsePermalink(l.href);
      if (l.href.startsWith('/m/') && !pl) add(field, `geçersiz kalıcı adres "${l.href}" (ör. /m/7.5.5/ ya da /m/2001/7.4/)`);
      else if (pl && !known[pl.edition].has(pl.no)) add(field, `"${l.href}" bağlantısındaki ${pl.no} numaralı madde ${pl.edition} sürümünde yok`);
    }
    // Bare addresses written outside a link are checked too.
    for (const m of value.matchAll(/(?<![(\w])\/m\/(?:2001\/)?[^\s/)]+\//g)) {
      const pl = parsePermalink(m[0]);
      if (pl && !known[pl.edition].has(pl.no)) add(field, `"${m[0]}" adresindeki ${pl.no} numaralı madde ${pl.edition} sürümünde yok`);
    }
    if (field !== 'text' && !links.some((l) => parsePermalink(l.href))) {
      add(field, 'açıklama en az bir maddeye bağlantı vermeli, ör. [Madde 7.5.5](/m/7.5.5/)');
    }
  }

  if ('fen' in raw) {
    if (typeof raw.fen !== 'string') add('fen', 'FEN metni olmalı');
    else {
      const f = parseFen(raw.fen);
      if (!f.ok) add('fen', `geçersiz FEN (${f.error.field}): ${f.error.message}`);
    }
  }
  if ('unit' in raw && type !== 'numeric') add('unit', 'yalnızca "numeric" sorularda kullanılır');
  if (type !== 'scenario') {
    if ('scenario' in raw) add('scenario', 'yalnızca "scenario" sorularda kullanılır');
    if ('ask' in raw) add('ask', 'yalnızca "scenario" sorularda kullanılır');
  }

  const choices = raw.choices;
  const answer = raw.answer;
  switch (type) {
    case 'single':
    case 'multiple': {
      if (!Array.isArray(choices) || choices.length < 3 || choices.length > 5) {
        add('choices', `3–5 seçenekten oluşan bir dizi olmalı${Array.isArray(choices) ? ` (${choices.length} seçenek var)` : ''}`);
        break;
      }
      choices.forEach((c, i) => {
        if (typeof c !== 'string' || c.trim() === '') add(`choices[${i}]`, 'boş olmayan bir metin olmalı');
      });
      if (new Set(choices.map((c) => (typeof c === 'string' ? c.trim() : c))).size !== choices.length) add('choices', 'iki seçenek aynı');
      if (type === 'single') {
        if (!isInt(answer) || answer < 0 || answer >= choices.length) add('answer', `0 ile ${choices.length - 1} arasında bir seçenek sırası olmalı, ${show(answer)} verildi`);
      } else if (
        !Array.isArray(answer) ||
        answer.length === 0 ||
        !answer.every((a) => isInt(a) && a >= 0 && a < choices.length) ||
        answer.some((a, i) => i > 0 && (answer[i - 1] as number) >= (a as number))
      ) {
        add('answer', `0 ile ${choices.length - 1} arasındaki doğru seçenek sıralarının artan sırada, tekrarsız ve boş olmayan dizisi olmalı, ${show(answer)} verildi`);
      }
      break;
    }
    case 'truefalse':
      if ('choices' in raw) add('choices', 'doğru/yanlış sorularında seçenek yazılmaz');
      if (typeof answer !== 'boolean') add('answer', `true ya da false olmalı, ${show(answer)} verildi`);
      break;
    case 'numeric':
      if ('choices' in raw) add('choices', 'sayısal sorularda seçenek yazılmaz');
      if (typeof answer !== 'number' || !Number.isFinite(answer)) add('answer', `bir sayı olmalı, ${show(answer)} verildi`);
      if (!UNITS.includes(raw.unit as Unit)) add('unit', `sayısal sorularda zorunlu: ${UNITS.join(', ')}; ${show(raw.unit)} verildi`);
      break;
    case 'scenario': {
      const ask = raw.ask as Ask;
      if (!ASKS.includes(ask)) add('ask', `${ASKS.join(', ')} değerlerinden biri olmalı, ${show(raw.ask)} verildi`);
      const sc = raw.scenario;
      if (!isObject(sc)) add('scenario', 'senaryo nesnesi zorunlu (shared/spec/scenario-format.md)');
      else {
        if (!Array.isArray(sc.events) || sc.events.length === 0) add('scenario.events', 'en az bir olay içeren bir dizi olmalı');
        const laws = sc.laws ?? '2023';
        if (laws !== edition) add('scenario.laws', `senaryonun kuralları (${show(laws)}) sorunun sürümüyle (${edition}) aynı olmalı`);
        const r = replayScenario(sc);
        if (!r.ok) add(r.field, r.message);
      }
      if (!Array.isArray(choices) || choices.length < 2 || choices.length > 5) {
        add('choices', `2–5 seçenekten oluşan bir dizi olmalı${Array.isArray(choices) ? ` (${choices.length} seçenek var)` : ''}`);
        break;
      }
      const canon: string[] = [];
      choices.forEach((c, i) => {
        if (!isObject(c) || typeof c.label !== 'string' || c.label.trim() === '' || !('value' in c)) {
          add(`choices[${i}]`, '{ "label": "…", "value": … } biçiminde olmalı');
          return;
        }
        for (const k of Object.keys(c)) if (k !== 'label' && k !== 'value') add(`choices[${i}].${k}`, 'bilinmeyen alan');
        if (ASKS.includes(ask)) {
          const bad = checkValue(ask, c.value);
          if (bad) add(`choices[${i}].value`, bad);
          else canon.push(canonicalValue(ask, c.value));
        }
      });
      if (new Set(canon).size !== canon.length) add('choices', 'iki seçenek aynı değeri taşıyor: her seçeneğin değeri farklı olmalı');
      if (new Set(choices.map((c) => (isObject(c) ? c.label : c))).size !== choices.length) add('choices', 'iki seçeneğin yazısı aynı');
      if (!isInt(answer) || answer < 0 || answer >= choices.length) add('answer', `0 ile ${choices.length - 1} arasında bir seçenek sırası olmalı, ${show(answer)} verildi`);
      break;
    }
  }

  if (problems.length) return { problems };
  const q = { ...(raw as unknown as Question), edition, editions, file };
  return { problems, question: q };
}

export interface LoadedBanks {
  questions: Question[];
  problems: QuizProblem[];
  /** Bank files read, e.g. ["madde-1.json", …]. */
  files: string[];
}

/** Bank files in <root>/quizzes, sorted: madde-1 … madde-12, ek-a, ek-b, 2001, then others. */
export function bankFiles(root: string): string[] {
  const dir = join(root, 'quizzes');
  if (!existsSync(dir)) return [];
  const rank = (f: string) => {
    const m = /^madde-(\d+)\.json$/.exec(f);
    if (m) return Number(m[1]);
    return ({ 'ek-a.json': 100, 'ek-b.json': 101, '2001.json': 102 } as Record<string, number>)[f] ?? 200;
  };
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/** Reads and validates every bank file under <root>/quizzes. Never throws on bad content. */
export function loadBanks(root: string = process.cwd(), opts: { known?: Record<QuizEdition, Set<string>> } = {}): LoadedBanks {
  const seen = new Map<string, string>();
  const questions: Question[] = [];
  const problems: QuizProblem[] = [];
  const files = bankFiles(root);
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(root, 'quizzes', file), 'utf8'));
    } catch (e) {
      problems.push({ file, message: `JSON okunamadı: ${(e as Error).message}` });
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push({ file, message: 'dosya bir soru dizisi (JSON array) olmalı' });
      continue;
    }
    data.forEach((raw, i) => {
      const r = validateQuestion(raw, { file, known: opts.known, seen });
      for (const p of r.problems) problems.push(p.id ? p : { ...p, id: `#${i}` });
      if (r.question) questions.push(r.question);
    });
  }
  return { questions, problems, files };
}
