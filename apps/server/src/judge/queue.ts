import { JudgeClosedError, JudgeQueueFullError } from './types';

interface Waiting {
  start: () => void;
  reject: (error: Error) => void;
}

/** At most `workers` tasks run at once; at most `queueLimit` wait; anything more is refused at once. */
export class WorkQueue {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  private closed = false;

  constructor(
    readonly workers: number,
    readonly queueLimit: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  push<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new JudgeClosedError());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.active += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.active -= 1;
            this.waiting.shift()?.start();
          });
      };
      if (this.active < this.workers) {
        start();
      } else if (this.waiting.length < this.queueLimit) {
        this.waiting.push({ start, reject });
      } else {
        reject(new JudgeQueueFullError(this.queueLimit));
      }
    });
  }

  /** Refuses new work, drops what waits, and resolves once running tasks are done. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.reject(new JudgeClosedError());
    while (this.active > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
