/**
 * The in-process outbox: routes hand a mail (or a function that decides later whether there is
 * one) to `enqueue` and answer at once; the queue sends in the background, at most `concurrency`
 * at a time. So no answer waits for, or tells by its timing, what a mail server does. A failed
 * send is logged by the mail's kind and the error's code and message — never the mail itself
 * (a reset link is a secret). `close()` (on the app's close) sends what is queued, within
 * `drainTimeoutMs`. Mails are not persisted: a crash loses the few in flight, as a lost SMTP
 * connection would.
 */
import type { Mail, Mailer } from './mailer.ts';

/** A mail, or the work that finds out whether one is due (it runs after the answer). */
export type MailJob = Mail | (() => Promise<Mail | undefined>);

export interface MailQueueLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailQueueOptions {
  /** sends at once (default 2: a small site never needs more, a slow server holds two sockets) */
  concurrency?: number;
  /** waiting jobs beyond this are dropped with a warning (default 1000) */
  maxQueued?: number;
  /** how long close() waits for the queue to drain (default 10 s) */
  drainTimeoutMs?: number;
}

/** What may be logged of a failure: nothing of the mail but its kind. */
function errorSummary(error: unknown): { name?: string; code?: unknown; message: string } {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  return { name: error.name, code: (error as { code?: unknown }).code, message: error.message };
}

const kindOf = (job: MailJob) => (typeof job === 'function' ? 'deferred' : job.kind);

export class MailQueue {
  readonly #mailer: Mailer;
  readonly #log: MailQueueLog;
  readonly #concurrency: number;
  readonly #maxQueued: number;
  readonly #drainTimeoutMs: number;
  readonly #waiting: MailJob[] = [];
  #running = 0;
  #pumpScheduled = false;
  #closed = false;
  #idleWaiters: Array<() => void> = [];

  constructor(mailer: Mailer, log: MailQueueLog, options: MailQueueOptions = {}) {
    this.#mailer = mailer;
    this.#log = log;
    this.#concurrency = Math.max(1, options.concurrency ?? 2);
    this.#maxQueued = options.maxQueued ?? 1000;
    this.#drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  }

  /** Queues a mail and returns at once; false when it was dropped (closed or full). */
  enqueue(job: MailJob): boolean {
    if (this.#closed) {
      this.#log.warn({ mail: kindOf(job) }, 'mail dropped: the mail queue is closed');
      return false;
    }
    if (this.#waiting.length >= this.#maxQueued) {
      this.#log.warn(
        { mail: kindOf(job), queued: this.#waiting.length },
        'mail dropped: the mail queue is full',
      );
      return false;
    }
    this.#waiting.push(job);
    this.#schedulePump();
    return true;
  }

  /** Resolves once nothing is waiting or being sent. */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Refuses new mail and waits (at most `drainTimeoutMs`) for the queued ones to be sent. */
  async close(): Promise<void> {
    this.#closed = true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), this.#drainTimeoutMs);
    });
    const gaveUp = await Promise.race([this.idle().then(() => false), timedOut]);
    clearTimeout(timer);
    if (gaveUp) {
      this.#log.error(
        { waiting: this.#waiting.length, sending: this.#running },
        'mail queue closed before it could send everything',
      );
    }
  }

  #isIdle(): boolean {
    return this.#running === 0 && this.#waiting.length === 0;
  }

  /** Sending starts on the next turn of the event loop: the answer of the request goes first. */
  #schedulePump(): void {
    if (this.#pumpScheduled) return;
    this.#pumpScheduled = true;
    setImmediate(() => {
      this.#pumpScheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running < this.#concurrency) {
      const job = this.#waiting.shift();
      if (job === undefined) break;
      this.#running++;
      void this.#run(job).finally(() => {
        this.#running--;
        this.#pump();
        if (this.#isIdle()) for (const resolve of this.#idleWaiters.splice(0)) resolve();
      });
    }
  }

  async #run(job: MailJob): Promise<void> {
    let mail: Mail | undefined;
    try {
      mail = typeof job === 'function' ? await job() : job;
      if (mail) await this.#mailer.send(mail);
    } catch (error) {
      this.#log.error({ mail: mail?.kind ?? kindOf(job), err: errorSummary(error) }, 'could not send a mail');
    }
  }
}
