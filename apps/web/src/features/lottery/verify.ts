import { type DrawProof, LOTTERY_MESSAGES } from '@mb/contract/lottery';
import { type HmacSha256, type ProofCheck, type Sha256, verifyDraw } from '@mb/contract/lottery-draw';
import { t, tm } from '../../lib/i18n';

// The browser's side of the provably fair draw: the contract's own algorithm with the browser's
// WebCrypto (SubtleCrypto digest and HMAC), so the check does not trust the server's arithmetic.

const subtle = () => {
  if (!globalThis.crypto?.subtle)
    throw new Error(t('lottery.noWebCrypto', 'This browser cannot run the check (no Web Crypto; it needs a secure https page).'));
  return globalThis.crypto.subtle;
};

export const webHmac: HmacSha256 = async (key, message) => {
  const k = await subtle().importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, new Uint8Array(message)));
};

export const webSha256: Sha256 = async (data) => new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(data)));

export type VerifyOutcome = ProofCheck & { label: string };

/** Re-runs the draw from its published proof and says Verified or what did not match. */
export async function verifyInBrowser(proof: DrawProof): Promise<VerifyOutcome> {
  const r = await verifyDraw(proof, { hmac: webHmac, sha256: webSha256 });
  if (r.ok) return { ...r, label: tm(LOTTERY_MESSAGES.verified) };
  // The contract's check says what did not match in English; the reason picks the reader's words.
  const message =
    r.reason === 'commitment'
      ? t('lottery.mismatch.commitment', 'The revealed seed does not match the commitment published when the draw opened.')
      : t('lottery.mismatch.winners', 'The published winners do not follow from the seed and the entries.');
  return { ...r, message, label: tm(LOTTERY_MESSAGES.mismatch) };
}
