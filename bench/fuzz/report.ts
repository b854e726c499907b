/**
 * Counting and telling: answers per route and per input kind (2xx/3xx/4xx/5xx/none), and the
 * findings that fail the run — 5xx answers (with the server's own error line), crashes, no
 * answer, a refused input that changed data, a secret in an answer — grouped so that each
 * distinct problem is listed once with its examples.
 */
import { writeFileSync } from 'node:fs';

export interface Counts {
  requests: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
  none: number;
}

export type FindingType = '5xx' | 'crash' | 'no-answer' | 'changed-on-refusal' | 'secret-in-answer';

export interface Finding {
  type: FindingType;
  caseIndex: number;
  method: string;
  route: string;
  path: string;
  host: string;
  identity: string;
  kind: string;
  detail: string;
  status: number;
  /** first 300 characters of the answer */
  answer: string;
  /** the server's error log lines seen during the request */
  errors: string[];
  /** for changed-on-refusal: what changed */
  changed?: string[] | undefined;
}

export interface Note {
  caseIndex: number;
  text: string;
}

const emptyCounts = (): Counts => ({ requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, none: 0 });

export class FuzzReport {
  readonly byRoute = new Map<string, Counts>();
  readonly byKind = new Map<string, Counts>();
  readonly findings: Finding[] = [];
  readonly notes: Note[] = [];
  refusalsChecked = 0;
  refusalsWithDbWrite = 0;
  fingerprintMs = 0;
  fingerprints = 0;
  /** 503 answers of the SPA and /bff/build while no client build exists */
  withoutClientBuild = 0;

  record(routeKey: string, kind: string, status: number) {
    for (const [map, key] of [
      [this.byRoute, routeKey],
      [this.byKind, kind],
    ] as const) {
      const counts = map.get(key) ?? emptyCounts();
      counts.requests++;
      if (status === 0) counts.none++;
      else if (status < 300) counts.s2xx++;
      else if (status < 400) counts.s3xx++;
      else if (status < 500) counts.s4xx++;
      else counts.s5xx++;
      map.set(key, counts);
    }
  }

  total(): Counts {
    const total = emptyCounts();
    for (const counts of this.byRoute.values()) {
      for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    }
    return total;
  }

  /** one entry per distinct problem: type, method, route, input kind and error message */
  groups(): { key: string; findings: Finding[] }[] {
    const groups = new Map<string, Finding[]>();
    for (const finding of this.findings) {
      const message =
        finding.type === '5xx'
          ? (finding.errors[0]?.replace(/\d{2,}/g, 'N') ?? `answer: ${finding.answer.slice(0, 80)}`)
          : finding.type === 'changed-on-refusal'
            ? (finding.changed ?? []).map((c) => c.split(' ')[0]).join(', ')
            : finding.type === 'no-answer'
              ? finding.answer
              : '';
      const key = `${finding.type} | ${finding.route} | ${finding.kind} | ${message}`;
      const list = groups.get(key) ?? [];
      list.push(finding);
      groups.set(key, list);
    }
    return [...groups].map(([key, findings]) => ({ key, findings }));
  }

  print(options: {
    seed: number;
    seconds: number;
    cases: number;
    elapsedS: number;
    restarts: number;
    reportFile: string;
  }) {
    const line = (text = '') => console.log(text);
    const table = (title: string, map: Map<string, Counts>) => {
      const width = Math.max(title.length, ...[...map.keys()].map((k) => k.length)) + 2;
      const head = ['requests', '2xx', '3xx', '4xx', '5xx', 'none'];
      line(`${title.padEnd(width)}${head.map((h) => h.padStart(9)).join('')}`);
      for (const [key, c] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
        const cells = [c.requests, c.s2xx, c.s3xx, c.s4xx, c.s5xx, c.none].map((n) => String(n).padStart(9));
        line(`${key.padEnd(width)}${cells.join('')}${c.s5xx > 0 ? '  ◀ 5xx' : ''}`);
      }
    };
    line();
    table('route', this.byRoute);
    line();
    table('input kind', this.byKind);
    const total = this.total();
    line();
    line(
      `${options.cases} cases in ${options.elapsedS.toFixed(1)} s: ${total.s2xx} 2xx, ${total.s3xx} 3xx, ${total.s4xx} 4xx, ${total.s5xx} 5xx, ${total.none} without answer` +
        (options.restarts > 0 ? `, ${options.restarts} restart(s) after a crash` : ''),
    );
    line(
      `refused answers checked for changes: ${this.refusalsChecked} (${this.refusalsWithDbWrite} saw a database commit and were compared table by table; ` +
        `${this.fingerprints} fingerprints, ${this.fingerprintMs.toFixed(0)} ms)`,
    );
    if (this.withoutClientBuild > 0) {
      line(
        `${this.withoutClientBuild} answers of 503 from the SPA or /bff/build because client/dist is not built (not findings)`,
      );
    }
    if (this.notes.length > 0) {
      line();
      line('notes:');
      for (const note of this.notes.slice(0, 40)) line(`  #${note.caseIndex} ${note.text}`);
      if (this.notes.length > 40) line(`  … ${this.notes.length - 40} more in the report file`);
    }
    const groups = this.groups();
    line();
    if (groups.length === 0) {
      line('findings: none — 0 answers of 5xx, 0 crashes, no refused input changed anything');
    } else {
      line(`findings: ${this.findings.length} in ${groups.length} distinct group(s)`);
      for (const group of groups) {
        line();
        line(`● ${group.key}  (${group.findings.length}×)`);
        for (const f of group.findings.slice(0, 3)) {
          line(
            `    #${f.caseIndex} ${f.method} ${f.path}  [host ${f.host}, ${f.identity}] → ${f.status || 'no answer'}`,
          );
          line(`      input: ${f.kind}: ${f.detail}`);
          if (f.answer) line(`      answer: ${f.answer.replaceAll('\n', ' ')}`);
          for (const error of f.errors.slice(0, 2)) line(`      server log: ${error}`);
          if (f.changed) line(`      changed: ${f.changed.join(', ')}`);
        }
        if (group.findings.length > 3)
          line(`    … ${group.findings.length - 3} more (all in the report file)`);
      }
    }
    line();
    line(`report file (every finding, every count): ${options.reportFile}`);
    line(
      `replay this run: FUZZ_SEED=${options.seed} FUZZ_SECONDS=${options.seconds} node bench/fuzz/run-fuzz.ts`,
    );
  }

  write(file: string, meta: Record<string, unknown>) {
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          ...meta,
          total: this.total(),
          byRoute: Object.fromEntries(this.byRoute),
          byKind: Object.fromEntries(this.byKind),
          groups: this.groups().map((g) => ({ key: g.key, count: g.findings.length })),
          findings: this.findings,
          notes: this.notes,
        },
        null,
        2,
      )}\n`,
    );
  }
}
