/**
 * The logger of one request, made only when the request writes a line. Fastify makes a pino child
 * (bound to the request id) for every request; with `redact` set, that child costs ~1 µs and a few
 * objects even at a level where nothing is written (`warn` and above: the request line is `info`),
 * measured per signed-in pass-through (docs/decisions/044-signed-in-pass-through-profile.md).
 * Here a call at a level the parent writes makes the real child then, so every line written still
 * carries its request id and the redaction; a call at a level it does not write does nothing, as
 * the child would. A request with its own options (a route's level or serializers) gets its child
 * at once.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LevelName = (typeof LEVELS)[number];

/** pino's own check, when the parent has it */
interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger & LevelAware;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger & LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  /** a line at `level`; fatal … trace are this, one method each (below the class) */
  write(level: LevelName, args: unknown[]) {
    if (!this.#child && this.#parent.isLevelEnabled?.(level) === false) return;
    const child = this.#real();
    (child[level] as (...line: unknown[]) => void).apply(child, args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyRequestLogger.prototype, level, {
    value(this: LazyRequestLogger, ...args: unknown[]) {
      this.write(level, args);
    },
  });
}

/** Fastify's `childLoggerFactory`: the request's child logger, made when first written to. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
