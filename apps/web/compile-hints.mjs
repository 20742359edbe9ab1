// V8's explicit compile hint on the chunks every first page runs before it hydrates (vite.config.ts;
// docs/ARCHITECTURE.md "First page").
//
// V8 compiles a script's functions lazily: the script is pre-parsed as it streams in (on a background
// thread), and each function is parsed again and compiled on the main thread when it is first called. A
// first page calls most of React's, the router's and the app core's functions as it hydrates: 25-50 ms of
// that main thread's work on a 2-core machine, four times that on a throttled phone, inside the task that
// evaluates the modules. A file that starts with the magic comment `//# allFunctionsCalledOnLoad`
// (Chromium 136 and later; others read a comment) has every function compiled with the script, on the
// background thread. Only the entry and the chunks it imports statically carry it: a page's own chunk,
// loaded on demand, keeps lazy compilation (its functions may never run).
//
// The comment is added once the chunks are minified (the minifier drops comments) as the first line;
// a source map, when the build writes one, is moved down a line with it.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file names of the entry chunks and of every chunk they import statically, transitively. */
export function firstPageChunks(bundle) {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
  const first = new Set();
  const visit = (fileName) => {
    if (first.has(fileName) || !chunks.has(fileName)) return;
    first.add(fileName);
    for (const i of chunks.get(fileName).imports) visit(i);
  };
  for (const c of chunks.values()) if (c.isEntry) visit(c.fileName);
  return first;
}

export function compileHints() {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const fileName of firstPageChunks(bundle)) {
        const chunk = bundle[fileName];
        if (chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const map = bundle[`${fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source);
          json.mappings = `;${json.mappings}`;
          map.source = JSON.stringify(json);
        }
      }
    },
  };
}
