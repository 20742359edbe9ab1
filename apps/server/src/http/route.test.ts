import { describe, expect, it } from 'vitest';
import { findUnstorable } from './route.ts';

describe('findUnstorable (handle() refuses what PostgreSQL cannot store)', () => {
  it('names the first string holding a NUL byte, at any depth, keys too', () => {
    expect(findUnstorable({ a: 'ok', b: { c: ['fine', 'x\u0000y'] } }, '')).toBe('b.c.1');
    expect(findUnstorable({ 'na\u0000me': 'v' }, '')).toBe('name');
    expect(findUnstorable('\u0000', '')).toBe('');
    expect(findUnstorable({ id: '\u0000' }, '')).toBe('id');
  });

  it('refuses unpaired surrogates but keeps real astral characters', () => {
    expect(findUnstorable({ a: 'x\ud800' }, '')).toBe('a');
    expect(findUnstorable({ a: '\udc00x' }, '')).toBe('a');
    expect(findUnstorable({ a: 'emoji \ud83d\ude00 ok', b: 'é ü 中' }, '')).toBeNull();
  });

  it('passes other control characters, numbers, booleans and null (the schema decides on those)', () => {
    expect(findUnstorable({ a: '\u0001\u001b[31m\u007f', n: 1, t: true, z: null, arr: [] }, '')).toBeNull();
    expect(findUnstorable(undefined, '')).toBeNull();
  });
});
