/**
 * What the soak counts of each kind of request once the warm-up is over: every latency, and the
 * errors by what went wrong — an unexpected status ("500"), a wrong answer ("not HTML (…)"), or
 * no answer at all ("no answer (UND_ERR_SOCKET)").
 */
import type { CountedKind } from './soak-mix.ts';

export interface KindFigures {
  latencies: number[];
  errors: Map<string, number>;
}

export class SoakFigures {
  readonly byKind = new Map<string, KindFigures>();

  constructor(kinds: CountedKind[]) {
    for (const kind of kinds) this.byKind.set(kind.name, { latencies: [], errors: new Map() });
  }

  /** a request of `kind` that got `answer` (a status, or what was wrong) after `latencyMs` */
  answered(kind: CountedKind, answer: number | string, latencyMs: number): void {
    const figures = this.#of(kind);
    figures.latencies.push(latencyMs);
    if (typeof answer === 'number' && kind.expected.includes(answer)) return;
    this.#error(figures, String(answer));
  }

  /** a request of `kind` that failed without an answer (transport error, unreadable body) */
  failed(kind: CountedKind, error: unknown, latencyMs: number): void {
    const figures = this.#of(kind);
    figures.latencies.push(latencyMs);
    const code = (error as { code?: unknown } | undefined)?.code;
    const name = error instanceof Error ? error.name : 'error';
    this.#error(figures, `no answer (${typeof code === 'string' ? code : name})`);
  }

  errorCount(): number {
    let n = 0;
    for (const figures of this.byKind.values()) for (const count of figures.errors.values()) n += count;
    return n;
  }

  #of(kind: CountedKind): KindFigures {
    const figures = this.byKind.get(kind.name);
    if (!figures) throw new Error(`the soak does not count "${kind.name}"`);
    return figures;
  }

  #error(figures: KindFigures, label: string): void {
    figures.errors.set(label, (figures.errors.get(label) ?? 0) + 1);
  }
}
