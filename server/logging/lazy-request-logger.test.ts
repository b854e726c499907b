/** A request's logger is made when it writes: lines keep their request id and redaction, silence costs no child. */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import t from 'tap';
import { startBff } from '../test-support/bff-harness.ts';
import { call } from '../test-support/test-client.ts';
import { lazyRequestLogger } from './lazy-request-logger.ts';
import { REDACTED_PATHS } from './logger-options.ts';

function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  let children = 0;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      onChild: () => {
        children += 1;
      },
    },
    stream,
  );
  return { logger: logger as unknown as FastifyBaseLogger, lines, children: () => children };
}

t.test('a level the parent does not write makes no child and no line', async (t) => {
  const parent = parentLogger('warn');
  const log = lazyRequestLogger(parent.logger, { reqId: 'req-1' }, {});
  log.info({ url: '/api/x' }, 'request');
  log.debug('detail');
  t.equal(parent.children(), 0, 'no child made');
  t.equal(parent.lines.length, 0);
  t.equal(log.level, 'warn');
});

t.test("a written line is the child's: request id and redaction kept", async (t) => {
  const parent = parentLogger('warn');
  const log = lazyRequestLogger(parent.logger, { reqId: 'req-2' }, {});
  log.warn({ headers: { authorization: 'Bearer SECRET' } }, 'upstream unreachable');
  log.error('again');
  t.equal(parent.children(), 1, 'one child, made at the first line');
  t.match(parent.lines, [
    { reqId: 'req-2', msg: 'upstream unreachable', headers: { authorization: '[redacted]' } },
    { reqId: 'req-2', msg: 'again' },
  ]);
  t.notOk(JSON.stringify(parent.lines).includes('SECRET'));
  const grandchild = log.child({ step: 'refresh' });
  grandchild.warn('from below');
  t.match(parent.lines.at(-1), { reqId: 'req-2', step: 'refresh', msg: 'from below' });
});

t.test('a request with options of its own gets its child at once', async (t) => {
  const parent = parentLogger('warn');
  const log = lazyRequestLogger(parent.logger, { reqId: 'req-3' }, { level: 'debug' });
  log.debug('shown');
  t.equal(parent.children(), 1);
  t.match(parent.lines, [{ reqId: 'req-3', msg: 'shown' }]);
});

t.test(
  'through the BFF at warn: the request line is not written, a warning carries its request id',
  async (t) => {
    const bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', logLevel: 'warn', retryDelayMs: 10 });
    t.teardown(() => bff.close());
    const answer = await call(bff.url, '/api/options/colors', { host: 'localhost' });
    t.equal(answer.status, 502);
    const lines = bff.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    t.notOk(
      lines.some((line) => line.msg === 'request'),
      'no info line',
    );
    t.match(
      lines.find((line) => line.msg === 'upstream unreachable'),
      { level: 40, reqId: /^req-/ },
    );
  },
);
