import { createHash, createHmac } from 'node:crypto';
import type { HmacSha256, Sha256 } from '@mb/contract/lottery-draw';

/** HMAC-SHA256 and SHA-256 for the contract's draw on the server (the browser passes SubtleCrypto's). */
export const nodeHmac: HmacSha256 = async (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest());
export const nodeSha256: Sha256 = async (data) => new Uint8Array(createHash('sha256').update(data).digest());
