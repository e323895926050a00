// The one worker client (worker-client.ts): the latest job wins, a cancelled job resolves with null and
// its worker is terminated, so an old job's answer is never delivered; worker errors and the no-Worker
// fallback. A fake Worker stands in for the browser's.
import { afterEach, describe, expect, it } from 'vitest';
import { workerClient } from './worker-client.ts';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  got: { id: number; request: number }[] = [];
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; request: number }) {
    this.got.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker answers message k (a terminated worker's answer would never arrive; this one tries anyway). */
  answer(k: number, value: string) {
    this.onmessage?.({ data: { id: this.got[k].id, answer: value } } as MessageEvent);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

const make = () =>
  workerClient<number, string>({
    create: () => new FakeWorker() as unknown as Worker,
    fallback: (n) => `here ${n}`,
    failed: (n, m) => `failed ${n}: ${m}`,
  });

const g = globalThis as { Worker?: unknown };
afterEach(() => {
  delete g.Worker;
  FakeWorker.made = [];
});

describe('workerClient', () => {
  it('answers a job, reusing one worker for jobs one after another', async () => {
    g.Worker = FakeWorker;
    const c = make();
    const a = c.run(1);
    FakeWorker.made[0].answer(0, 'one');
    expect(await a).toBe('one');
    const b = c.run(2);
    FakeWorker.made[0].answer(1, 'two');
    expect(await b).toBe('two');
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].terminated).toBe(false);
  });

  it('a newer job or cancel() stops the running one: null, its worker terminated, its late answer ignored', async () => {
    g.Worker = FakeWorker;
    const c = make();
    const first = c.run(1);
    const second = c.run(2);
    expect(await first).toBeNull();
    expect(FakeWorker.made[0].terminated).toBe(true);
    // The old worker answering after all changes nothing; the new worker's answer is the one delivered.
    FakeWorker.made[0].answer(0, 'stale');
    FakeWorker.made[1].answer(0, 'fresh');
    expect(await second).toBe('fresh');
    const third = c.run(3);
    c.cancel();
    expect(await third).toBeNull();
    FakeWorker.made[1].answer(1, 'stale again');
    expect(FakeWorker.made[1].terminated).toBe(true);
    // After a cancel the next job gets a new worker and its answer.
    const fourth = c.run(4);
    FakeWorker.made[2].answer(0, 'four');
    expect(await fourth).toBe('four');
  });

  it('a broken worker answers in the caller’s words and is replaced at the next job', async () => {
    g.Worker = FakeWorker;
    const c = make();
    const a = c.run(7);
    FakeWorker.made[0].fail('module did not load');
    expect(await a).toBe('failed 7: module did not load');
    expect(FakeWorker.made[0].terminated).toBe(true);
    const b = c.run(8);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1].answer(0, 'eight');
    expect(await b).toBe('eight');
  });

  it('without Worker runs on this thread; a job cancelled meanwhile is not answered', async () => {
    const c = make();
    expect(await c.run(5)).toBe('here 5');
    const stopped = c.run(6);
    c.cancel();
    expect(await stopped).toBeNull();
  });
});
