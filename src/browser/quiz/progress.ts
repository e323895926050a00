// The candidate's progress in localStorage, with a versioned schema ({ version: 1, … }): Leitner
// boxes, the review list of wrong answers, the mock exam in progress and past exam scores.
// Corrupt, old or unknown data is never trusted: it is reset with a Turkish notice (and the raw text
// is kept under a backup key), never a crash. Export/import as a JSON file. Pure; browser-safe
// (the storage is passed in). After a bank update, `reconcileProgress` drops the answers to questions
// that were removed or whose content hash changed, and keeps everything else.
import type { ExamState } from './exam.ts';
import { recordAnswer, type BoxEntry, type Boxes } from './leitner.ts';
import type { Response } from './types.ts';
import { isRulingResponse } from './ruling.ts';
import { err, ok, type Result } from '../../engine/index.ts';

export const PROGRESS_KEY = 'satranc-kurallari:sinav';
export const BACKUP_KEY = 'satranc-kurallari:sinav:yedek';
export const PROGRESS_VERSION = 1;
export const EXPORT_FORMAT = 'satranc-kurallari-sinav-ilerlemesi';
const MAX_HISTORY = 50;

export interface ExamRecord {
  /** When the paper was finished (ms since epoch). */
  at: number;
  /** May be fractional: whole-ruling questions earn partial credit. */
  correct: number;
  total: number;
  passed: boolean;
}

export interface Progress {
  version: 1;
  /** Answers given in practice so far: the Leitner clock. */
  step: number;
  boxes: Boxes;
  /** Questions whose last answer was wrong, most recent first. */
  review: string[];
  /** The mock exam in progress (or finished and not yet closed), null when none. */
  exam: ExamState | null;
  history: ExamRecord[];
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function emptyProgress(): Progress {
  return { version: 1, step: 0, boxes: {}, review: [], exam: null, history: [] };
}

export const NOTICE_CORRUPT =
  'Tarayıcıda kayıtlı çalışma ilerlemeniz okunamadı (bozuk veri), bu yüzden sıfırlandı. Yeni bir başlangıç yapıyorsunuz.';
export const NOTICE_OLD = 'Tarayıcıda kayıtlı çalışma ilerlemeniz eski bir biçimde olduğu için okunamadı ve sıfırlandı.';
export const NOTICE_NEWER = 'Tarayıcıda kayıtlı çalışma ilerlemeniz bu sayfanın tanımadığı daha yeni bir biçimde; sıfırlandı.';
export const NOTICE_UNAVAILABLE = 'Tarayıcınız yerel depolamaya izin vermiyor: ilerlemeniz yalnızca bu sayfa açıkken tutulur.';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/** A moment a Date can show (ms since 1970, up to the largest Date: 8.64e15). */
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 8.64e15;
/** An exam record's score: a paper of 1 to 1,000 questions, 0 to `total` correct (fractions allowed). */
const isRecord = (h: unknown): boolean =>
  isObject(h) &&
  isTime(h.at) &&
  isCount(h.total) &&
  h.total >= 1 &&
  h.total <= 1000 &&
  typeof h.correct === 'number' &&
  Number.isFinite(h.correct) &&
  h.correct >= 0 &&
  h.correct <= h.total &&
  typeof h.passed === 'boolean';

function isResponse(v: unknown): v is Response {
  return (
    isRulingResponse(v) ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && Number.isFinite(v)) ||
    (Array.isArray(v) && v.every((x) => isCount(x)))
  );
}

function checkEntry(v: unknown): v is BoxEntry {
  return (
    isObject(v) &&
    [1, 2, 3, 4, 5].includes(v.box as number) &&
    isCount(v.last) &&
    isCount(v.right) &&
    isCount(v.wrong) &&
    (v.h === undefined || typeof v.h === 'string')
  );
}

function checkExam(v: unknown): string | null {
  if (v === null) return null;
  if (!isObject(v)) return 'exam bir nesne olmalı';
  if (!Array.isArray(v.ids) || v.ids.length === 0 || !v.ids.every((x) => typeof x === 'string')) return 'exam.ids';
  if (!isObject(v.answers) || !Object.values(v.answers).every(isResponse)) return 'exam.answers';
  if (!isCount(v.current) || v.current >= v.ids.length) return 'exam.current';
  if (!isTime(v.startedAt)) return 'exam.startedAt';
  if (!isCount(v.seed)) return 'exam.seed';
  if (!(v.finishedAt === null || isTime(v.finishedAt))) return 'exam.finishedAt';
  if (v.shuffled !== undefined && typeof v.shuffled !== 'boolean') return 'exam.shuffled';
  if (v.hashes !== undefined && !(isObject(v.hashes) && Object.values(v.hashes).every((h) => typeof h === 'string'))) return 'exam.hashes';
  return null;
}

/** Why stored or imported data is not taken: what is wrong with it, and where (a field, a version). */
export interface ProgressProblem {
  reason: 'corrupt' | 'old' | 'newer';
  detail: string;
}

export type Checked = Result<Progress, ProgressProblem>;

/** Validates data read back from storage or a file. Unknown question ids are kept (banks change). */
export function checkProgress(data: unknown): Checked {
  if (!isObject(data)) return err({ reason: 'corrupt', detail: 'nesne değil' });
  if (!('version' in data)) return err({ reason: 'old', detail: 'sürüm alanı yok' });
  if (typeof data.version !== 'number' || !Number.isInteger(data.version)) return err({ reason: 'corrupt', detail: 'version' });
  if (data.version < PROGRESS_VERSION) return err({ reason: 'old', detail: `sürüm ${data.version}` });
  if (data.version > PROGRESS_VERSION) return err({ reason: 'newer', detail: `sürüm ${data.version}` });
  if (!isCount(data.step)) return err({ reason: 'corrupt', detail: 'step' });
  if (!isObject(data.boxes)) return err({ reason: 'corrupt', detail: 'boxes' });
  for (const [id, e] of Object.entries(data.boxes)) if (!checkEntry(e)) return err({ reason: 'corrupt', detail: `boxes.${id}` });
  if (!Array.isArray(data.review) || !data.review.every((x) => typeof x === 'string')) return err({ reason: 'corrupt', detail: 'review' });
  const examProblem = checkExam(data.exam ?? null);
  if (examProblem) return err({ reason: 'corrupt', detail: examProblem });
  if (!Array.isArray(data.history) || !data.history.every(isRecord)) return err({ reason: 'corrupt', detail: 'history' });
  return ok({
    version: 1,
    step: data.step,
    boxes: data.boxes as Boxes,
    review: [...new Set(data.review as string[])],
    exam: (data.exam ?? null) as ExamState | null,
    history: (data.history as ExamRecord[]).slice(-MAX_HISTORY),
  });
}

export interface Loaded {
  progress: Progress;
  /** A Turkish notice to show when the stored data was reset (or storage is unavailable). */
  notice: string | null;
}

/** Reads the progress; never throws. */
export function loadProgress(storage: StorageLike | null): Loaded {
  if (!storage) return { progress: emptyProgress(), notice: NOTICE_UNAVAILABLE };
  let raw: string | null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return { progress: emptyProgress(), notice: NOTICE_UNAVAILABLE };
  }
  if (raw === null) return { progress: emptyProgress(), notice: null };
  let data: unknown;
  let checked: Checked;
  try {
    data = JSON.parse(raw);
    checked = checkProgress(data);
  } catch {
    checked = err({ reason: 'corrupt', detail: 'JSON' });
  }
  if (checked.ok) return { progress: checked.value, notice: null };
  const progress = emptyProgress();
  try {
    storage.setItem(BACKUP_KEY, raw);
    storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused: the fresh progress lives in memory; the notice still shows.
  }
  const notice = checked.error.reason === 'old' ? NOTICE_OLD : checked.error.reason === 'newer' ? NOTICE_NEWER : NOTICE_CORRUPT;
  return { progress, notice };
}

/** Writes the progress; false when the storage refused it. */
export function saveProgress(storage: StorageLike | null, p: Progress): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

/**
 * Records one answer: Leitner box, and the review list (wrong → added first, right → removed).
 * `hash`: the question's content hash (ClientQuestion.hash), stored with the answer.
 */
export function withAnswer(p: Progress, id: string, correct: boolean, hash?: string): Progress {
  const step = p.step + 1;
  return {
    ...p,
    step,
    boxes: recordAnswer(p.boxes, id, correct, step, hash),
    review: correct ? p.review.filter((x) => x !== id) : [id, ...p.review.filter((x) => x !== id)],
  };
}

/** The Turkish notice after a bank update dropped the answers to `n` questions. */
export function noticeDropped(n: number): string {
  return `Soru bankası güncellendi: ${n} soru kaldırıldığı ya da değiştirildiği için bu ${n === 1 ? 'soruya' : 'sorulara'} verdiğiniz cevaplar silindi. Geri kalan ilerlemeniz korundu.`;
}

export interface Reconciled {
  progress: Progress;
  /** Ids whose answers were dropped (removed or changed questions), sorted. */
  dropped: string[];
  /** True when anything in the record changed (answers dropped or hashes filled in). */
  changed: boolean;
}

/** Whether stored progress holds anything a change of the banks could affect (else there is nothing to check). */
export function needsBankCheck(p: Progress): boolean {
  return Object.keys(p.boxes).length > 0 || p.review.length > 0 || p.exam !== null;
}

/**
 * Brings stored progress in line with the banks as they are now (`current`: id → content hash).
 * An answer is dropped when its question no longer exists or when the hash stored with it differs
 * from the question's (the text, options or key changed); everything else is kept. Answers stored
 * without a hash (older records) are kept when their question still exists, and get its hash now.
 * A mock exam in progress keeps its unchanged answers; its removed questions leave the paper.
 */
export function reconcileProgress(p: Progress, current: Readonly<Record<string, string>>): Reconciled {
  const has = (id: string) => Object.prototype.hasOwnProperty.call(current, id);
  const dropped = new Set<string>();
  let changed = false;
  const boxes: Boxes = {};
  for (const [id, e] of Object.entries(p.boxes)) {
    if (!has(id) || (e.h !== undefined && e.h !== current[id])) {
      dropped.add(id);
      continue;
    }
    if (e.h === undefined) changed = true;
    boxes[id] = e.h === undefined ? { ...e, h: current[id] } : e;
  }
  // A question on the review list is wrong-answered: it goes with its answer.
  const review = p.review.filter((id) => {
    const keep = has(id) && !dropped.has(id);
    if (!keep) dropped.add(id);
    return keep;
  });
  let exam = p.exam;
  if (exam) {
    const ids = exam.ids.filter(has);
    const answers: Record<string, Response> = {};
    for (const [id, r] of Object.entries(exam.answers)) {
      const stored = exam.hashes?.[id];
      if (!has(id) || (stored !== undefined && stored !== current[id])) dropped.add(id);
      else answers[id] = r;
    }
    const hashes = Object.fromEntries(ids.map((id) => [id, current[id]]));
    const same =
      ids.length === exam.ids.length &&
      Object.keys(answers).length === Object.keys(exam.answers).length &&
      exam.hashes !== undefined &&
      ids.every((id) => exam!.hashes![id] === hashes[id]);
    if (!same) {
      changed = true;
      exam = ids.length === 0 ? null : { ...exam, ids, answers, hashes, current: Math.min(exam.current, ids.length - 1) };
    }
  }
  if (dropped.size) changed = true;
  return { progress: changed ? { ...p, boxes, review, exam } : p, dropped: [...dropped].sort(), changed };
}

export function withExamRecord(p: Progress, r: ExamRecord): Progress {
  return { ...p, history: [...p.history, r].slice(-MAX_HISTORY) };
}

/** The export file's text. */
export function exportProgress(p: Progress, now: Date = new Date()): string {
  return JSON.stringify({ format: EXPORT_FORMAT, exportedAt: now.toISOString(), progress: p }, null, 2);
}

export function exportFileName(now: Date = new Date()): string {
  return `satranc-sinav-ilerlemesi-${now.toISOString().slice(0, 10)}.json`;
}

/** Reads an export file; a bad file gives a Turkish message and the caller keeps the current progress. */
export function importProgress(text: string): Result<Progress, string> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err('Dosya okunamadı: geçerli bir JSON dosyası değil. Mevcut ilerlemeniz korundu.');
  }
  const body = isObject(data) && data.format === EXPORT_FORMAT ? data.progress : data;
  if (!isObject(data) || (data.format !== EXPORT_FORMAT && !('boxes' in data))) {
    return err('Bu dosya bir çalışma ilerlemesi dosyası değil. Mevcut ilerlemeniz korundu.');
  }
  const checked = checkProgress(body);
  if (!checked.ok) {
    const why =
      checked.error.reason === 'old'
        ? 'dosya eski bir biçimde'
        : checked.error.reason === 'newer'
          ? 'dosya bu sitenin tanımadığı daha yeni bir biçimde'
          : `dosyanın içeriği bozuk (${checked.error.detail})`;
    return err(`İlerleme içe aktarılamadı: ${why}. Mevcut ilerlemeniz korundu.`);
  }
  return checked;
}

/** Where a returning candidate picks up (the home page's "continue studying" link): read-only, never writes. */
export interface StudyResume {
  href: '/sinav/' | '/sinav/deneme/' | '/sinav/tekrar/';
  /** A short Turkish line: what is stored, or null for a first visit. */
  line: string | null;
}

export function studyResume(raw: string | null): StudyResume {
  if (raw === null) return { href: '/sinav/', line: null };
  let checked: Checked;
  try {
    checked = checkProgress(JSON.parse(raw));
  } catch {
    return { href: '/sinav/', line: null };
  }
  if (!checked.ok) return { href: '/sinav/', line: null };
  const p = checked.value;
  if (p.exam && p.exam.finishedAt === null)
    return { href: '/sinav/deneme/', line: `Yarım kalan deneme sınavı: ${p.exam.current + 1}. soru` };
  if (p.review.length > 0) return { href: '/sinav/tekrar/', line: `${p.review.length} yanlış tekrar bekliyor · ${p.step} cevap` };
  if (p.step > 0) return { href: '/sinav/', line: `${p.step} soru cevapladınız` };
  return { href: '/sinav/', line: null };
}
