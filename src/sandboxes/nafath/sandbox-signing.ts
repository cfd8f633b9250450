/**
 * The sandbox's signing keys and tokens: an RSA key pair made when it starts (never written
 * anywhere, never handed out), published as a JWK set as Elm publishes its own at
 * `GET /api/v1/mfa/jwk`, and RS256 JWTs signed with it (docs/nafath-sandbox.md, "The callback").
 */
import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';

export interface PublishedJwk {
  kty: string;
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: PublishedJwk;
}

function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { kty = 'RSA', n = '', e = '' } = publicKey.export({ format: 'jwk' });
  const kid = randomUUID();
  return { kid, privateKey, jwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Signer {
  /** The keys a token may be checked with: the current one, and the one before a rotation. */
  jwks(): { keys: PublishedJwk[] };
  sign(claims: Record<string, unknown>): string;
  /** A new key signs from now on; the old one stays published, as a key set does while keys change. */
  rotate(): void;
}

export function createSigner(): Signer {
  let current = newSigningKey();
  let previous: SigningKey | null = null;
  return {
    jwks: () => ({ keys: [current.jwk, ...(previous ? [previous.jwk] : [])] }),
    sign: (claims) => {
      const unsigned = `${segment({ alg: 'RS256', typ: 'JWT', kid: current.kid })}.${segment(claims)}`;
      const signature = sign('RSA-SHA256', Buffer.from(unsigned), current.privateKey);
      return `${unsigned}.${signature.toString('base64url')}`;
    },
    rotate: () => {
      previous = current;
      current = newSigningKey();
    },
  };
}
