import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstPageChunks } from '../apps/web/compile-hints.mjs';

// The build's compile hint (apps/web/compile-hints.mjs): on the entry and what it imports statically,
// transitively; never on a chunk loaded on demand, even one that chunk imports in turn.
type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string; map: { mappings: string } | null };
const chunk = (fileName: string, imports: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `export const name = '${fileName}';`,
  map: null,
});

function bundle() {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js', 'assets/router.js'], true),
    chunk('assets/react.js', ['assets/runtime.js']),
    chunk('assets/router.js', ['assets/react.js']),
    chunk('assets/runtime.js'),
    // A page's chunk (imported with import()) and a chunk only it imports.
    chunk('assets/home-page.js', ['assets/react.js', 'assets/icon.js']),
    chunk('assets/icon.js', ['assets/react.js']),
  ];
  return Object.fromEntries([...chunks.map((c) => [c.fileName, c]), ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }]]);
}

describe('compile hints', () => {
  it('finds the entry and its static imports, transitively, and nothing loaded on demand', () => {
    expect([...firstPageChunks(bundle())].sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/runtime.js']);
  });

  it('puts the hint on the first line of those chunks only, once, and moves a source map down with it', () => {
    const b = bundle();
    (b['assets/react.js'] as Chunk).map = { mappings: 'AAAA' };
    const plugin = compileHints() as unknown as { generateBundle: (o: unknown, b: unknown) => void };
    plugin.generateBundle({}, b);
    plugin.generateBundle({}, b);
    const code = (f: string) => (b[f] as Chunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nexport const name = 'assets/index.js';`);
    expect(code('assets/runtime.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/home-page.js')).toBe("export const name = 'assets/home-page.js';");
    expect(code('assets/icon.js').includes(COMPILE_HINT)).toBe(false);
    expect((b['assets/react.js'] as Chunk).map?.mappings).toBe(';AAAA');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
