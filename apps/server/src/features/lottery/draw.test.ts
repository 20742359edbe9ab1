import { createHash, webcrypto } from 'node:crypto';
import {
  counterBytes,
  DRAW_ALGORITHM,
  drawPositions,
  drawWinners,
  fromHex,
  type HmacSha256,
  toHex,
  uniformSource,
  verifyDraw,
} from '@mb/contract/lottery-draw';
import { describe, expect, it } from 'vitest';
import { nodeHmac, nodeSha256 } from './draw-crypto.ts';

// The lottery's draw (packages/contract/src/lottery-draw.ts): fixed vectors computed by an independent
// implementation of the documented algorithm (Python's hmac and hashlib), the browser's SubtleCrypto
// giving the same answers as node:crypto, rejection sampling, and no visible bias.

const SEED_0_31 = Uint8Array.from({ length: 32 }, (_, i) => i);
const sha = (s: string) => new Uint8Array(createHash('sha256').update(s).digest());

/** HMAC-SHA256 through WebCrypto, as the browser's verify section computes it. */
const webHmac: HmacSha256 = async (key, message) => {
  const k = await webcrypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await webcrypto.subtle.sign('HMAC', k, new Uint8Array(message)));
};
const webSha256 = async (d: Uint8Array) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', new Uint8Array(d)));

describe('draw algorithm: fixed vectors', () => {
  it('names its version and encodes counters as 8-byte big-endian', () => {
    expect(DRAW_ALGORITHM).toBe('hmac-sha256-fisher-yates-v1');
    expect(toHex(counterBytes(0))).toBe('0000000000000000');
    expect(toHex(counterBytes(258))).toBe('0000000000000102');
    expect(toHex(counterBytes(2 ** 40 + 1))).toBe('0000010000000001');
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
    expect(() => fromHex('abc')).toThrow();
  });

  it('the first block and the commitment of seed 00..1f', async () => {
    expect(toHex(await nodeHmac(SEED_0_31, counterBytes(0)))).toBe('9f0cd9b94097fe4929918d2b8942b34439574261a35dc50163f06c67d4e48899');
    expect(toHex(await nodeSha256(SEED_0_31))).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('seed 00..1f: 3 winners of 10, 1 of 1, all 5 of 5 when 10 are asked for, none of 0', async () => {
    expect(await drawPositions(SEED_0_31, 10, 3, nodeHmac)).toEqual([3, 2, 5]);
    expect(await drawPositions(SEED_0_31, 1, 1, nodeHmac)).toEqual([0]);
    expect(await drawPositions(SEED_0_31, 5, 10, nodeHmac)).toEqual([3, 2, 4, 0, 1]);
    expect(await drawPositions(SEED_0_31, 0, 3, nodeHmac)).toEqual([]);
  });

  it('seed sha256("digital lottery"): 5 winners of 1,000 entries', async () => {
    const seed = sha('digital lottery');
    expect(toHex(seed)).toBe('1defb3d18aef2b92e8fb360974272587ea8db38a8a9ee95796f09fa0ce219a86');
    expect(await drawPositions(seed, 1000, 5, nodeHmac)).toEqual([190, 103, 389, 980, 982]);
  });

  it('maps positions to the ordered entry ids', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `entry-${i}`);
    expect(await drawWinners(SEED_0_31, ids, 3, nodeHmac)).toEqual(['entry-3', 'entry-2', 'entry-5']);
  });

  it('rejects a block at or above the largest multiple of the range (no modulo bias)', async () => {
    // For m = 3·2^30 the limit is 2^32 - 2^30: this seed's first block (x = 3,892,488,699) is over it,
    // and so is the second; the third gives the number.
    const source = uniformSource(sha('reject 7'), nodeHmac);
    expect(await source.below(3 * 2 ** 30)).toBe(1356445202);
    expect(source.used).toBe(3);
    await expect(uniformSource(SEED_0_31, nodeHmac).below(0)).rejects.toThrow();
  });
});

describe('draw algorithm: properties', () => {
  it('WebCrypto (the browser) and node:crypto (the server) draw the same winners', async () => {
    const seed = sha('same everywhere');
    expect(await drawPositions(seed, 257, 12, webHmac)).toEqual(await drawPositions(seed, 257, 12, nodeHmac));
    expect(toHex(await webSha256(seed))).toBe(toHex(await nodeSha256(seed)));
  });

  it('is deterministic, never repeats a winner, and stays within the entries', async () => {
    for (let s = 0; s < 20; s++) {
      const seed = sha(`property ${s}`);
      const a = await drawPositions(seed, 37, 10, nodeHmac);
      expect(await drawPositions(seed, 37, 10, nodeHmac)).toEqual(a);
      expect(new Set(a).size).toBe(10);
      expect(a.every((p) => Number.isInteger(p) && p >= 0 && p < 37)).toBe(true);
    }
  });

  it('shows no bias: over 3,000 seeds each of 6 entries wins first place about equally often', async () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const runs = 3000;
    for (let s = 0; s < runs; s++) {
      const [first] = await drawPositions(sha(`bias ${s}`), 6, 1, nodeHmac);
      counts[first as number] = (counts[first as number] ?? 0) + 1;
    }
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile; a fixed seed set makes it repeatable.
    const expected = runs / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
    // And the second place of a 2-of-3 draw covers every pair.
    const pairs = new Set<string>();
    for (let s = 0; s < 200; s++) pairs.add((await drawPositions(sha(`pair ${s}`), 3, 2, nodeHmac)).join(','));
    expect(pairs.size).toBe(6);
  });
});

describe('verifyDraw', () => {
  const entries = Array.from({ length: 10 }, (_, i) => `e${i}`);
  const proof = {
    commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    seed: toHex(SEED_0_31),
    entries,
    winners: ['e3', 'e2', 'e5'],
    winners_count: 3,
  };
  const both = { hmac: webHmac, sha256: webSha256 };

  it('says Verified for an honest draw', async () => {
    expect(await verifyDraw(proof, both)).toEqual({ ok: true, winners: ['e3', 'e2', 'e5'] });
  });

  it('catches a seed that is not the committed one, and winners that do not follow', async () => {
    expect(await verifyDraw({ ...proof, seed: toHex(sha('another seed')) }, both)).toMatchObject({ ok: false, reason: 'commitment' });
    expect(await verifyDraw({ ...proof, winners: ['e2', 'e3', 'e5'] }, both)).toMatchObject({
      ok: false,
      reason: 'winners',
      expected: ['e3', 'e2', 'e5'],
    });
    expect(await verifyDraw({ ...proof, entries: [...entries].reverse() }, both)).toMatchObject({ ok: false, reason: 'winners' });
  });
});
