import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

/** Every whitespace-separated word of every string literal in the web app's sources (tests aside). */
function sourceClasses(): string[] {
  const dir = path.resolve(import.meta.dirname, '..');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\./.test(f) && !f.endsWith('utils.ts'),
  );
  const words = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const w of (m[2] ?? '').split(/\s+/)) if (w.length > 1 && !w.includes('${')) words.add(w);
  }
  return [...words].sort();
}

describe('cn merges Tailwind classes as tailwind-merge does', () => {
  const classes = sourceClasses();
  // What tailwind-merge knows as a Tailwind class: a repeated one collapses to one.
  const tailwind = classes.filter((c) => twMerge(`${c} ${c}`) === c);

  it('finds the code base classes (the comparison below is not empty)', () => {
    expect(tailwind.length).toBeGreaterThan(500);
    expect(tailwind).toContain('bg-primary');
    expect(tailwind).toContain('hover:bg-primary/90');
  });

  it('agrees with tailwind-merge on every ordered pair of the utilities apps/web/src writes', { timeout: 120_000 }, () => {
    // Without their variants (hover:, md:, [&_svg]:…): the variants are compared below.
    const bases = [...new Set(tailwind.map((c) => c.replace(/^.*:/, '')))];
    const differ: string[] = [];
    for (const a of bases)
      for (const b of bases) {
        const list = `${a} ${b}`;
        const want = twMerge(list);
        if (cn(list) !== want) differ.push(`${list} -> ${cn(list)}, tailwind-merge ${want}`);
      }
    expect(differ.slice(0, 40)).toEqual([]);
  });

  it('leaves alone every other word of the sources, as tailwind-merge does', () => {
    const known = classes.filter((c) => !tailwind.includes(c) && cn(`${c} ${c}`) !== `${c} ${c}`);
    expect(known).toEqual([]);
  });

  it('keeps the last of a kind per variant set, and what it does not know', () => {
    const cases = [
      'px-4 py-2 p-3',
      'p-3 px-4',
      'hover:bg-primary/90 bg-background hover:bg-background',
      'dark:md:block md:dark:hidden',
      '[&_svg]:size-4 [&_svg]:size-3',
      'text-sm leading-7 text-base',
      'leading-7 text-sm',
      'my-class other-class my-class',
      'inline-flex h-10 px-4 py-2 rounded-md px-2 h-auto',
      'border border-input border-primary/60 border-2 border-t-0',
      '!p-2 p-3 p-4!',
      '',
      '  spaced   out  ',
      '-mt-2 mt-3',
      'hover:focus:bg-card focus:hover:bg-muted',
      'before:hover:p-2 hover:before:p-3',
      'md:dark:p-2 [&_svg]:p-3 [&_svg]:p-4',
      'grid hidden line-clamp-2',
      'overflow-hidden overflow-x-auto overflow-auto',
    ];
    for (const c of cases) expect(cn(c)).toBe(twMerge(c));
    expect(cn('px-4', false, undefined, ['bg-card', { 'px-2': true, hidden: false }])).toBe('bg-card px-2');
  });

  it('gives a list asked for again the same answer, also once its store of merged lists has filled and emptied', () => {
    const list = 'inline-flex h-10 px-4 py-2 rounded-md px-2 h-auto';
    const first = cn(list);
    expect(cn(list)).toBe(first);
    for (let i = 0; i < 2500; i++) expect(cn(`p-${i} p-${i + 1}`)).toBe(`p-${i + 1}`);
    expect(cn(list)).toBe(twMerge(list));
    expect(cn('p-1 p-2')).toBe('p-2');
  });
});
