// Browser side of the progress: one load per page (every island on the page sees the same notice),
// brought in line with the banks as built (/sinav/ozetler.json: answers to removed or changed
// questions are dropped with a Turkish notice, src/browser/quiz/progress.ts), saved on every change.
// Thin over src/browser/quiz/progress.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyProgress,
  loadProgress,
  needsBankCheck,
  noticeDropped,
  reconcileProgress,
  saveProgress,
  type Loaded,
  type Progress,
  type StorageLike,
} from '../../src/browser/quiz/progress.ts';
import { withBase } from '../../src/browser/links.ts';

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let loaded: Loaded | null = null;

function loadOnce(): Loaded {
  loaded ??= loadProgress(storage());
  return loaded;
}

let hashes: Promise<Record<string, string> | null> | null = null;

/** The content hash of every question of the site as built (null when it cannot be read: nothing is dropped then). */
export function currentHashes(): Promise<Record<string, string> | null> {
  hashes ??= fetch(withBase('/sinav/ozetler.json'))
    .then((r) => (r.ok ? r.json() : null))
    .then((v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((h) => typeof h === 'string')
        ? (v as Record<string, string>)
        : null,
    )
    .catch(() => null);
  return hashes;
}

let reconciled: Promise<Loaded> | null = null;

/** The stored progress after the bank check, once per page. */
function reconcileOnce(): Promise<Loaded> {
  // A first visit has nothing to check: no wait for the banks' hashes before the page shows its question.
  if (!needsBankCheck(loadOnce().progress)) reconciled ??= Promise.resolve(loadOnce());
  reconciled ??= currentHashes().then((map) => {
    const l = loadOnce();
    if (!map) return l;
    const r = reconcileProgress(l.progress, map);
    if (!r.changed) return l;
    const dropped = r.dropped.length ? noticeDropped(r.dropped.length) : null;
    loaded = { progress: r.progress, notice: [l.notice, dropped].filter(Boolean).join(' ') || null };
    saveProgress(storage(), r.progress);
    return loaded;
  });
  return reconciled;
}

export interface ProgressHandle {
  progress: Progress;
  /** False on the server and until the progress is loaded and checked against the banks: the page shows its empty state. */
  ready: boolean;
  notice: string | null;
  update: (f: (p: Progress) => Progress) => Progress;
  replace: (p: Progress) => void;
}

export function useProgress(): ProgressHandle {
  const [progress, setProgress] = useState<Progress>(emptyProgress);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const ref = useRef<Progress>(progress);
  useEffect(() => {
    let live = true;
    reconcileOnce().then(() => {
      if (!live) return;
      const l = loaded ?? loadOnce();
      ref.current = l.progress;
      setProgress(l.progress);
      setNotice(l.notice);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const replace = useCallback((p: Progress) => {
    ref.current = p;
    if (loaded) loaded = { ...loaded, progress: p };
    saveProgress(storage(), p);
    setProgress(p);
  }, []);
  const update = useCallback(
    (f: (p: Progress) => Progress) => {
      const p = f(ref.current);
      replace(p);
      return p;
    },
    [replace],
  );
  return { progress, ready, notice, update, replace };
}
