import { ServiceUnavailable } from './errors';

export const HASH_BUSY = 'Too many sign-ins at once. Please try again in a moment.';

/** 503 with Retry-After: the process has more password hashes waiting than it will queue. */
export class HashingBusy extends ServiceUnavailable {
  constructor() {
    super(HASH_BUSY, 1);
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A semaphore for password hashes with a bounded queue: at most `concurrency` run, at most `maxWaiting` wait, and a
 * waiter that waited `maxWaitMs` gives up. Both refusals are HashingBusy (503), so a burst is answered quickly
 * instead of running into the function timeout. Hand-written: p-limit, the common choice, can neither bound its
 * queue nor time a waiter out.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new HashingBusy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new HashingBusy());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start(); // the slot passes straight to the next waiter
    else this.running--;
  }
}
