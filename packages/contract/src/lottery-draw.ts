// The digital lottery's provably fair draw (issue 17): one algorithm, run by the server when entry
// closes and by anyone's browser to check it. Pure TypeScript with no zod and no platform crypto: the
// caller passes HMAC-SHA256 and SHA-256 (node:crypto on the server, SubtleCrypto in the browser).
//
// 1. When a draw opens the server makes a secret 32-byte seed and publishes commitment = SHA-256(seed).
// 2. Entries are numbered 0, 1, 2, ... in the order they were accepted; the published list of entry
//    ids is in that order.
// 3. When entry closes the seed is revealed. The winners are the first k places of a Fisher–Yates
//    shuffle of the positions 0..n-1 (k = min(winners, n)): for place i = 0..k-1, a uniform r in
//    [0, n - i) is drawn and positions i and i + r are swapped; place i's winner is the entry now at i.
// 4. Each uniform number comes from the next block HMAC-SHA256(key = seed, message = counter as an
//    8-byte big-endian unsigned integer), the counter starting at 0 and going up by one per block
//    across the whole draw. x = the block's first 4 bytes as a big-endian unsigned integer. With
//    m = n - i and limit = 2^32 - (2^32 mod m), a block with x >= limit is rejected (no modulo bias)
//    and the next counter is tried; otherwise r = x mod m.

export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

/** Names the algorithm above in the published proof, so a later change can never be mistaken for it. */
export const DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';
export const SEED_BYTES = 32;

const TWO_32 = 2 ** 32;

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The 8-byte big-endian form of a counter (counters stay far below 2^53). */
export function counterBytes(counter: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(8);
  let v = counter;
  for (let i = 7; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

/** A uniform whole number source over HMAC blocks, with rejection sampling. */
export function uniformSource(seed: Uint8Array, hmac: HmacSha256) {
  let counter = 0;
  return {
    /** A uniform number in [0, m). */
    async below(m: number): Promise<number> {
      if (!Number.isInteger(m) || m < 1 || m > TWO_32) throw new Error('range out of bounds');
      const limit = TWO_32 - (TWO_32 % m);
      for (;;) {
        const block = await hmac(seed, counterBytes(counter++));
        const x = (((block[0] ?? 0) << 24) >>> 0) + ((block[1] ?? 0) << 16) + ((block[2] ?? 0) << 8) + (block[3] ?? 0);
        if (x < limit) return x % m;
      }
    },
    /** How many blocks were used so far. */
    get used() {
      return counter;
    },
  };
}

/** The winning positions (0-based, in the entry list's order), first place first. */
export async function drawPositions(seed: Uint8Array, entries: number, winners: number, hmac: HmacSha256): Promise<number[]> {
  if (!Number.isInteger(entries) || entries < 0) throw new Error('entries must be a whole number');
  const k = Math.min(Math.max(0, Math.floor(winners)), entries);
  const pool = Array.from({ length: entries }, (_, i) => i);
  const source = uniformSource(seed, hmac);
  const out: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + (await source.below(entries - i));
    const a = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = a;
    out.push(pool[i] as number);
  }
  return out;
}

/** The winning entry ids, first place first, from the ordered list of entry ids. */
export async function drawWinners(seed: Uint8Array, entryIds: readonly string[], winners: number, hmac: HmacSha256): Promise<string[]> {
  const positions = await drawPositions(seed, entryIds.length, winners, hmac);
  return positions.map((p) => entryIds[p] as string);
}

/** What a verifier is given (the public proof of a drawn draw). */
export interface DrawProofInput {
  commitment: string;
  seed: string;
  entries: readonly string[];
  winners: readonly string[];
  winners_count: number;
}

export type ProofCheck =
  | { ok: true; winners: string[] }
  | { ok: false; reason: 'commitment' | 'winners'; expected?: string[]; message: string };

/** Checks a revealed draw: SHA-256(seed) equals the commitment, and the winners follow from the seed and entries. */
export async function verifyDraw(p: DrawProofInput, crypto: { hmac: HmacSha256; sha256: Sha256 }): Promise<ProofCheck> {
  const seed = fromHex(p.seed);
  const digest = toHex(await crypto.sha256(seed));
  if (seed.length !== SEED_BYTES || digest !== p.commitment.toLowerCase())
    return { ok: false, reason: 'commitment', message: 'The revealed seed does not match the commitment published when the draw opened.' };
  const winners = await drawWinners(seed, p.entries, p.winners_count, crypto.hmac);
  const same = winners.length === p.winners.length && winners.every((w, i) => w === p.winners[i]);
  if (!same)
    return {
      ok: false,
      reason: 'winners',
      expected: winners,
      message: 'The published winners do not follow from the seed and the entries.',
    };
  return { ok: true, winners };
}
