import { describe, expect, it } from 'vitest';
import { ordinal, phaseText } from './format';
import { verifyInBrowser } from './verify';

// The browser's check of a draw (WebCrypto through the contract's verifyDraw) on the fixed vector of
// apps/server/src/features/lottery/draw.test.ts: seed 00..1f, 10 entries, 3 winners at positions 3, 2, 5.

const seed = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join('');
const entries = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
const proof = {
  draw_id: '11111111-1111-4111-8111-111111111111',
  algorithm: 'hmac-sha256-fisher-yates-v1',
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seed,
  winners_count: 3,
  entries,
  winners: [entries[3], entries[2], entries[5]] as string[],
};

describe('verifyInBrowser', () => {
  it('says Verified for the published proof', async () => {
    expect(await verifyInBrowser(proof)).toMatchObject({ ok: true, label: 'Verified' });
  });

  it('says Mismatch when the seed or the winners were changed', async () => {
    expect(await verifyInBrowser({ ...proof, seed: seed.replace(/^00/, '01') })).toMatchObject({
      ok: false,
      label: 'Mismatch',
      reason: 'commitment',
    });
    expect(await verifyInBrowser({ ...proof, winners: [entries[0], entries[2], entries[5]] as string[] })).toMatchObject({
      ok: false,
      reason: 'winners',
    });
  });
});

describe('lottery words', () => {
  it('writes places and phases', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    const base = {
      id: 'x',
      title: 't',
      prize: 'p',
      winners_count: 1,
      rules: 'r',
      eligibility: 'members' as const,
      entries_count: 0,
      commitment: null,
      seed: null,
      drawn_at: null,
      winners: [],
    };
    const now = Date.parse('2027-01-10T12:00:00Z');
    expect(phaseText({ ...base, status: 'open', opens_at: '2027-01-01T00:00:00Z', closes_at: '2027-01-10T11:00:00Z' }, now)).toBe(
      'Drawing the winners…',
    );
    expect(phaseText({ ...base, status: 'cancelled', opens_at: '2027-01-01T00:00:00Z', closes_at: '2027-01-10T11:00:00Z' }, now)).toBe(
      'Cancelled',
    );
  });
});
