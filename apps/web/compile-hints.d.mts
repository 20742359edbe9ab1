import type { Plugin } from 'vite';

export const COMPILE_HINT: string;
export function firstPageChunks(
  bundle: Record<string, { type: string; fileName: string; isEntry?: boolean; imports?: string[] }>,
): Set<string>;
export function compileHints(): Plugin;
