// Browser side of the progress: one load per page (every island on the page sees the same notice),
// saved on every change. Thin over src/browser/quiz/progress.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyProgress, loadProgress, saveProgress, type Loaded, type Progress, type StorageLike } from '../../src/browser/quiz/progress.ts';

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

export interface ProgressHandle {
  progress: Progress;
  /** False on the server and before the first effect: the page shows its empty state. */
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
    const l = loadOnce();
    ref.current = l.progress;
    setProgress(l.progress);
    setNotice(l.notice);
    setReady(true);
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
