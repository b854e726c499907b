/**
 * A query built and compiled by Kysely once, then run with new values: for the busiest reads
 * (by-url, docs/decisions/045), where building the query's tree and compiling it to SQL on every
 * request was about a tenth of the API's CPU per request. `build` is called once, on first use,
 * with a stand-in for each of its parameters; each stand-in must land in the compiled query's
 * parameters (a value Kysely writes into the SQL text, or leaves out, is refused at that first
 * use). Each run copies the compiled parameters with the stand-ins replaced by its values, so the
 * SQL text, and on SQLite its kept statement (sqlite-statement-cache.ts), is the same every time.
 * Works on every engine: it is Kysely's own compiled query, run by `executeQuery`.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** the value given to `build` for its parameter at `index`; found again by identity */
class StandIn {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

export type PreparedQuery<Values extends readonly unknown[], Row> = (...values: Values) => Promise<Row[]>;

/**
 * `build` must declare each parameter it takes (no defaults, no rest parameter): its `length` is
 * how many values a run takes.
 */
export function preparedQuery<Database, Values extends readonly unknown[], Row>(
  db: Kysely<Database>,
  build: (...values: Values) => Compilable<Row>,
): PreparedQuery<Values, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  /** for each value of a run, where it goes in the parameters */
  let positions: number[][] = [];

  const compile = (): CompiledQuery<Row> => {
    const standIns = Array.from({ length: build.length }, (_, index) => new StandIn(index));
    const query = build(...(standIns as unknown as Values)).compile();
    positions = standIns.map((standIn) =>
      query.parameters.flatMap((parameter, at) => (parameter === standIn ? [at] : [])),
    );
    const lost = positions.findIndex((at) => at.length === 0);
    if (lost !== -1) {
      throw new Error(`preparedQuery: value ${lost} is not a parameter of the compiled query: ${query.sql}`);
    }
    return query;
  };

  return async (...values) => {
    compiled ??= compile();
    const parameters = compiled.parameters.slice();
    for (const [index, at] of positions.entries()) {
      for (const position of at) parameters[position] = values[index];
    }
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
