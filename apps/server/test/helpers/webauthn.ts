import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn registration (attestation
 * "none") and authentication like a platform authenticator with user verification, built from the
 * W3C data formats (authenticator data, COSE key, CBOR attestation object, DER signature).
 */
export function softPasskey(opts: { origin: string; rpId: string; userHandle?: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credId = randomBytes(16).toString('base64url');
  let counter = 0;
  const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const cose = Buffer.from(
    isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    ),
  );
  const clientData = (type: string, challenge: string, origin = opts.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const b64 = (b: Buffer) => b.toString('base64url');

  return {
    id: credId,
    /** The answer to navigator.credentials.create() for these options. */
    register(options: Record<string, unknown>, over: { origin?: string } = {}) {
      const raw = Buffer.from(credId, 'base64url');
      const len = Buffer.alloc(2);
      len.writeUInt16BE(raw.length);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = Buffer.concat([sha256(opts.rpId), Buffer.from([0x45]), u32(counter), Buffer.alloc(16), len, raw, cose]);
      const attObj = Buffer.from(
        isoCBOR.encode(
          new Map<string, string | Uint8Array | Map<string, string>>([
            ['fmt', 'none'],
            ['attStmt', new Map()],
            ['authData', authData],
          ]),
        ),
      );
      return {
        id: credId,
        rawId: credId,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', String(options.challenge), over.origin)),
          attestationObject: b64(attObj),
          transports: ['internal'],
        },
      };
    },
    /** The answer to navigator.credentials.get() for these options (a signature by this key). */
    authenticate(options: Record<string, unknown>, over: { badSignature?: boolean } = {}) {
      counter++;
      const authData = Buffer.concat([sha256(opts.rpId), Buffer.from([0x05]), u32(counter)]);
      const cd = clientData('webauthn.get', String(options.challenge));
      let signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), privateKey);
      if (over.badSignature) signature = sign('sha256', Buffer.from('something else'), privateKey);
      return {
        id: credId,
        rawId: credId,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(cd),
          authenticatorData: b64(authData),
          signature: b64(signature),
          ...(opts.userHandle ? { userHandle: opts.userHandle } : {}),
        },
      };
    },
  };
}
