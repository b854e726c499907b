import t from 'tap';
import type { Rollup } from 'vite';
import { EAGER_COMPILE_HINT, eagerCompileHintPlugin } from './eager-compile-hint.ts';

function chunk(name: string, code: string): Rollup.OutputChunk {
  return { type: 'chunk', name, code, fileName: `assets/${name}-x.js` } as Rollup.OutputChunk;
}

t.test(
  'the named chunks start with the hint, after the preload map Vite puts first; others are left alone',
  async (t) => {
    const plugin = eagerCompileHintPlugin(new Set(['framework']));
    const bundle = {
      'assets/framework-x.js': chunk('framework', 'import{a}from"./runtime.js";var n=1;'),
      'assets/public-site-x.js': chunk('public-site', 'const __vite__mapDeps=1;'),
    } as unknown as Rollup.OutputBundle;
    const hook = plugin.generateBundle as {
      order: string;
      handler: (o: unknown, b: Rollup.OutputBundle) => void;
    };
    t.equal(hook.order, 'post');
    hook.handler({}, bundle);
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    t.equal(code('assets/framework-x.js'), `${EAGER_COMPILE_HINT}import{a}from"./runtime.js";var n=1;`);
    t.ok(
      code('assets/framework-x.js').startsWith('//# allFunctionsCalledOnLoad\n'),
      'the first line, as V8 reads it',
    );
    t.equal(code('assets/public-site-x.js'), 'const __vite__mapDeps=1;');
  },
);
