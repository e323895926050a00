// The one client of the site's Web Workers (the pairing tool's and the dead-position tool's): a job
// runs off the page's thread; the latest job wins. `run(request)` resolves (never rejects) with the
// worker's answer, or with null when the job was cancelled: by `cancel()` (the stop button, new input,
// the island going away) or by a newer `run()`. Cancelling terminates the worker (a running search
// cannot be interrupted otherwise; the next job starts a new one), so an old job's answer can never
// arrive and be shown. Without Worker support the job runs on the page's thread (`fallback`); its
// answer is dropped the same way when it was cancelled meanwhile.
//
// Protocol with the worker: in { id, request }, out { id, answer }.

export interface WorkerClient<Req, Ans> {
  run(request: Req): Promise<Ans | null>;
  cancel(): void;
}

export interface WorkerClientOptions<Req, Ans> {
  /** `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`, written at the caller so the bundler sees it. */
  create: () => Worker;
  /** The job on this thread when the browser has no Worker. */
  fallback: (request: Req) => Ans | Promise<Ans>;
  /** The answer when the worker itself fails (a script error, a module that does not load): in Turkish. */
  failed: (request: Req, message: string) => Ans;
}

export function workerClient<Req, Ans>({ create, fallback, failed }: WorkerClientOptions<Req, Ans>): WorkerClient<Req, Ans> {
  let worker: Worker | null = null;
  /** The current job's number: a job whose number is no longer current is never answered. */
  let job = 0;
  let pending: { id: number; request: Req; resolve: (a: Ans | null) => void } | null = null;

  const settle = (answer: Ans | null) => {
    const p = pending;
    pending = null;
    p?.resolve(answer);
  };

  function start(): Worker {
    const w = create();
    w.onmessage = (e: MessageEvent<{ id: number; answer: Ans }>) => {
      if (pending && e.data.id === pending.id) settle(e.data.answer);
    };
    w.onerror = (e) => {
      e.preventDefault();
      const request = pending?.request;
      w.terminate();
      if (worker === w) worker = null;
      if (pending && request !== undefined) settle(failed(request, e.message || 'bilinmeyen hata'));
    };
    return w;
  }

  function cancel(): void {
    job++;
    if (!pending) return;
    worker?.terminate();
    worker = null;
    settle(null);
  }

  async function run(request: Req): Promise<Ans | null> {
    cancel();
    const id = job;
    if (typeof Worker === 'undefined') {
      const answer = await fallback(request);
      return id === job ? answer : null;
    }
    worker ??= start();
    const w = worker;
    return new Promise<Ans | null>((resolve) => {
      pending = { id, request, resolve };
      w.postMessage({ id, request });
    });
  }

  return { run, cancel };
}
