import { describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  checkProgress,
  emptyProgress,
  studyResume,
  exportProgress,
  importProgress,
  loadProgress,
  needsBankCheck,
  NOTICE_CORRUPT,
  NOTICE_OLD,
  NOTICE_NEWER,
  NOTICE_UNAVAILABLE,
  noticeDropped,
  PROGRESS_KEY,
  reconcileProgress,
  saveProgress,
  withAnswer,
  withExamRecord,
  type StorageLike,
} from './progress.ts';

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const sample = () => {
  let p = emptyProgress();
  p = withAnswer(p, 'madde-7-001', false);
  p = withAnswer(p, 'madde-4-002', true);
  p = withExamRecord(p, { at: 1700000000000, correct: 33, total: 40, passed: true });
  p.exam = {
    ids: ['madde-7-001', 'madde-4-002'],
    answers: { 'madde-7-001': 1, 'madde-4-002': [0, 2] },
    current: 1,
    startedAt: 1700000000000,
    seed: 42,
    finishedAt: null,
  };
  return p;
};

describe('storage', () => {
  it('round-trips the progress', () => {
    const s = new MemoryStorage();
    const p = sample();
    expect(saveProgress(s, p)).toBe(true);
    expect(JSON.parse(s.getItem(PROGRESS_KEY)!).version).toBe(1);
    expect(loadProgress(s)).toEqual({ progress: p, notice: null });
  });

  it('starts empty without a notice when nothing is stored', () => {
    expect(loadProgress(new MemoryStorage())).toEqual({ progress: emptyProgress(), notice: null });
  });

  it.each([
    ['not JSON', '{"version":1,', NOTICE_CORRUPT],
    ['a wrong type', JSON.stringify({ ...emptyProgress(), step: 'three' }), NOTICE_CORRUPT],
    ['a bad box', JSON.stringify({ ...emptyProgress(), boxes: { q: { box: 9, last: 0, right: 0, wrong: 0 } } }), NOTICE_CORRUPT],
    ['a bad exam', JSON.stringify({ ...emptyProgress(), exam: { ids: [], answers: {} } }), NOTICE_CORRUPT],
    ['an array', '[]', NOTICE_CORRUPT],
    ['an old unversioned shape', JSON.stringify({ boxes: {}, wrong: [] }), NOTICE_OLD],
    ['version 0', JSON.stringify({ ...emptyProgress(), version: 0 }), NOTICE_OLD],
    ['a newer version', JSON.stringify({ ...emptyProgress(), version: 2 }), NOTICE_NEWER],
  ])('resets %s with a notice and keeps a backup', (_name, raw, notice) => {
    const s = new MemoryStorage();
    s.setItem(PROGRESS_KEY, raw);
    const r = loadProgress(s);
    expect(r.progress).toEqual(emptyProgress());
    expect(r.notice).toBe(notice);
    expect(s.getItem(BACKUP_KEY)).toBe(raw);
    // The reset is stored: the next load is clean and silent.
    expect(loadProgress(s).notice).toBeNull();
  });

  it('survives a storage that throws', () => {
    const throwing: StorageLike = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceeded');
      },
      removeItem() {},
    };
    expect(loadProgress(throwing)).toEqual({ progress: emptyProgress(), notice: NOTICE_UNAVAILABLE });
    expect(loadProgress(null).notice).toBe(NOTICE_UNAVAILABLE);
    expect(saveProgress(throwing, emptyProgress())).toBe(false);
  });
});

describe('answers', () => {
  it('a wrong answer goes to box 1 and to the head of the review list; a right one leaves it', () => {
    let p = emptyProgress();
    p = withAnswer(p, 'a', false);
    p = withAnswer(p, 'b', false);
    expect(p.review).toEqual(['b', 'a']);
    expect(p.boxes.a.box).toBe(1);
    p = withAnswer(p, 'a', true);
    expect(p.review).toEqual(['b']);
    expect(p.boxes.a.box).toBe(2);
    expect(p.step).toBe(3);
  });
});

describe('export and import', () => {
  it('round-trips through the export file', () => {
    const p = sample();
    const text = exportProgress(p, new Date('2024-05-01T10:00:00Z'));
    expect(JSON.parse(text).format).toBe('satranc-kurallari-sinav-ilerlemesi');
    expect(importProgress(text)).toEqual({ ok: true, value: p });
  });

  it.each([
    ['not JSON', 'hello', /geçerli bir JSON/],
    ['another JSON file', '{"name":"x"}', /ilerlemesi dosyası değil/],
    ['a corrupt body', JSON.stringify({ format: 'satranc-kurallari-sinav-ilerlemesi', progress: { version: 1, step: -1 } }), /bozuk/],
    ['an old body', JSON.stringify({ format: 'satranc-kurallari-sinav-ilerlemesi', progress: { boxes: {} } }), /eski/],
  ])('rejects %s with a Turkish message that says the progress was kept', (_name, text, re) => {
    const r = importProgress(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(re);
      expect(r.error).toMatch(/Mevcut ilerlemeniz korundu/);
    }
  });

  it.each([
    ['a date past the largest Date', { at: 1e300, correct: 30, total: 40, passed: true }],
    ['more correct than asked', { at: 1, correct: Number.MAX_VALUE, total: 1, passed: true }],
    ['an empty paper', { at: 1, correct: 0, total: 0, passed: false }],
    ['a negative score', { at: 1, correct: -3, total: 40, passed: false }],
  ])('refuses an exam record with %s (no "Invalid Date" or "Infinity" on the page)', (_name, record) => {
    const text = JSON.stringify({ format: 'satranc-kurallari-sinav-ilerlemesi', progress: { ...emptyProgress(), history: [record] } });
    const r = importProgress(text);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/bozuk.*Mevcut ilerlemeniz korundu/s) });
  });

  it('checkProgress drops duplicate review ids', () => {
    const r = checkProgress({ ...emptyProgress(), review: ['a', 'a', 'b'] });
    expect(r.ok && r.value.review).toEqual(['a', 'b']);
  });
});

describe('a bank update', () => {
  const hashes = { 'madde-7-001': 'aaaa0001', 'madde-4-002': 'bbbb0002', 'madde-9-003': 'cccc0003' };
  const answered = () => {
    let p = emptyProgress();
    p = withAnswer(p, 'madde-7-001', false, hashes['madde-7-001']);
    p = withAnswer(p, 'madde-4-002', true, hashes['madde-4-002']);
    p = withAnswer(p, 'madde-9-003', false, hashes['madde-9-003']);
    return withExamRecord(p, { at: 1, correct: 30, total: 40, passed: false });
  };

  it('stores the content hash with each answer', () => {
    const p = answered();
    expect(p.boxes['madde-7-001'].h).toBe('aaaa0001');
    // An answer without a hash keeps the one stored before.
    expect(withAnswer(p, 'madde-7-001', true).boxes['madde-7-001'].h).toBe('aaaa0001');
    expect(checkProgress(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, value: p });
  });

  it('needs no check of the banks when nothing affected by them is stored', () => {
    // A first visit, or only past exam scores: a bank update cannot change anything, whatever the hashes.
    const scoresOnly = withExamRecord(emptyProgress(), { at: 1, correct: 30, total: 40, passed: false });
    for (const p of [emptyProgress(), scoresOnly]) {
      expect(needsBankCheck(p)).toBe(false);
      expect(reconcileProgress(p, {}).changed).toBe(false);
      expect(reconcileProgress(p, hashes).changed).toBe(false);
    }
    const p = answered();
    expect(needsBankCheck(p)).toBe(true);
    expect(needsBankCheck({ ...emptyProgress(), review: ['madde-7-001'] })).toBe(true);
    expect(reconcileProgress(p, {}).changed).toBe(true);
  });

  it('changes nothing when the banks are unchanged', () => {
    const p = answered();
    expect(reconcileProgress(p, hashes)).toEqual({ progress: p, dropped: [], changed: false });
  });

  it('drops the answers to removed and changed questions, keeps the rest and says how many', () => {
    const p = answered();
    const now = { 'madde-4-002': 'bbbb0002', 'madde-9-003': 'changed!', 'madde-3-001': 'dddd0004' }; // 7-001 removed, 9-003 changed
    const r = reconcileProgress(p, now);
    expect(r.dropped).toEqual(['madde-7-001', 'madde-9-003']);
    expect(Object.keys(r.progress.boxes)).toEqual(['madde-4-002']);
    expect(r.progress.boxes['madde-4-002']).toEqual(p.boxes['madde-4-002']);
    expect(r.progress.review).toEqual([]);
    expect(r.progress.step).toBe(p.step);
    expect(r.progress.history).toEqual(p.history);
    expect(noticeDropped(r.dropped.length)).toMatch(
      /^Soru bankası güncellendi: 2 soru .* sorulara verdiğiniz cevaplar silindi\. Geri kalan ilerlemeniz korundu\.$/,
    );
    expect(noticeDropped(1)).toContain('bu soruya');
    // Once reconciled, the record is in line: nothing more to drop.
    expect(reconcileProgress(r.progress, now).changed).toBe(false);
  });

  it('keeps hashless answers of an older record when their question still exists, and stamps the hash', () => {
    const old = checkProgress({
      version: 1,
      step: 2,
      boxes: { 'madde-7-001': { box: 2, last: 1, right: 1, wrong: 0 }, gone: { box: 1, last: 2, right: 0, wrong: 1 } },
      review: ['gone'],
      exam: null,
      history: [],
    });
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    const r = reconcileProgress(old.value, hashes);
    expect(r.dropped).toEqual(['gone']);
    expect(r.progress.boxes).toEqual({ 'madde-7-001': { box: 2, last: 1, right: 1, wrong: 0, h: 'aaaa0001' } });
    expect(r.progress.review).toEqual([]);
  });

  it('keeps a mock exam in progress: unchanged answers stay, changed ones are cleared, removed questions leave the paper', () => {
    const p = answered();
    p.exam = {
      ids: ['madde-7-001', 'madde-4-002', 'madde-9-003'],
      answers: { 'madde-7-001': 1, 'madde-4-002': [0, 2], 'madde-9-003': true },
      hashes: { ...hashes },
      current: 2,
      startedAt: 5,
      seed: 3,
      finishedAt: null,
      shuffled: true,
    };
    const r = reconcileProgress(p, { 'madde-4-002': 'bbbb0002', 'madde-9-003': 'changed!' });
    expect(r.progress.exam).toMatchObject({
      ids: ['madde-4-002', 'madde-9-003'],
      answers: { 'madde-4-002': [0, 2] },
      hashes: { 'madde-4-002': 'bbbb0002', 'madde-9-003': 'changed!' },
      current: 1,
      seed: 3,
      shuffled: true,
    });
    expect(r.dropped).toEqual(['madde-7-001', 'madde-9-003']);
    // A paper whose every question is gone is closed.
    expect(reconcileProgress(p, {}).progress.exam).toBeNull();
  });
});

describe('studyResume (the home page link)', () => {
  const exam = { ids: ['a', 'b', 'c'], answers: {}, current: 1, startedAt: 1, seed: 1, finishedAt: null };
  it('sends an unfinished mock exam back to it, naming the question', () => {
    expect(studyResume(JSON.stringify({ ...emptyProgress(), step: 4, exam }))).toEqual({
      href: '/sinav/deneme/',
      line: 'Yarım kalan deneme sınavı: 2. soru',
    });
  });
  it('sends pending wrong answers to the review, then answered questions to the exam home', () => {
    expect(studyResume(JSON.stringify({ ...emptyProgress(), step: 7, review: ['x', 'y'] })).href).toBe('/sinav/tekrar/');
    expect(studyResume(JSON.stringify({ ...emptyProgress(), step: 7, exam: { ...exam, finishedAt: 5 } }))).toEqual({
      href: '/sinav/',
      line: '7 soru cevapladınız',
    });
  });
  it('has no line for a first visit or unreadable data, and writes nothing', () => {
    for (const raw of [null, '{', JSON.stringify({ ...emptyProgress(), step: 'x' }), JSON.stringify(emptyProgress())])
      expect(studyResume(raw)).toEqual({ href: '/sinav/', line: null });
  });
});
