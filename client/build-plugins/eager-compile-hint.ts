/**
 * Marks the chunks every public page runs at once for eager compilation: V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) as a file's first line makes it compile
 * every function of the file while the file streams in, on a background thread, instead of on the
 * main thread the first time each is called (React's render, most of it). On the throttled phone
 * the main thread waits for the bundle anyway: the compiling moves into that wait. Other engines
 * read a comment. Written after minification (which drops comments), into the bundle's files.
 */
import type { Plugin } from 'vite';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function eagerCompileHintPlugin(chunkNames: ReadonlySet<string>): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    generateBundle: {
      // after Vite's own (it puts the preload helper's map of dependencies at the top)
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && chunkNames.has(file.name)) file.code = EAGER_COMPILE_HINT + file.code;
        }
      },
    },
  };
}
