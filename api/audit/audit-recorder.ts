/**
 * Writes audit events in the background, after the answer: the call never waits for the log,
 * and a failed write is logged (the event's action and entity, never more) instead of failing
 * anything. `idle()` waits for the writes under way (tests); `close()` on the app's close.
 */
import type { NewAuditEvent } from './audit-store.ts';

export interface AuditRecorderLog {
  error(obj: object, msg: string): void;
}

/** Builds the event once the answer is out (it may look things up), or decides there is none. */
export type AuditJob = () => Promise<NewAuditEvent | undefined>;

export class AuditRecorder {
  readonly #write: (event: NewAuditEvent) => Promise<void>;
  readonly #log: AuditRecorderLog;
  readonly #pending = new Set<Promise<void>>();
  /** the last write recorded: writes go out in the order they were recorded */
  #lastWrite: Promise<void> = Promise.resolve();

  constructor(write: (event: NewAuditEvent) => Promise<void>, log: AuditRecorderLog) {
    this.#write = write;
    this.#log = log;
  }

  record(job: AuditJob): void {
    let event: NewAuditEvent | undefined;
    const built = (async () => job())();
    const previous = this.#lastWrite;
    const run = (async () => {
      event = await built;
      // events are built side by side but written one after the other, in the order of the
      // answers: on a pool of connections (PostgreSQL) two inserts could commit in either order
      await previous;
      if (event) await this.#write(event);
    })()
      .catch((error: unknown) => {
        const err = error instanceof Error ? { name: error.name, message: error.message } : {};
        this.#log.error(
          { err, action: event?.action, entity: event?.entity },
          'recording an audit event failed',
        );
      })
      .finally(() => this.#pending.delete(run));
    this.#lastWrite = run;
    this.#pending.add(run);
  }

  /** resolves once every event recorded so far is written (or has failed) */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
