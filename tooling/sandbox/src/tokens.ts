/**
 * vcToken: an HS256 JWT with sub = the jid's local part, a `jid` claim and a 30-day expiry.
 * Prosody checks the same token locally (mod_auth_vctoken.lua), so the secret is shared
 * through the generated Prosody config. Token times use the real clock (Prosody's).
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Token lifetime in seconds (30 days). */
export const TOKEN_TTL_S = 30 * 24 * 3600;

/** A new random token secret (hex text; its UTF-8 bytes are the HMAC key). */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Claims of a valid vcToken. */
export interface TokenClaims {
  sub: string;
  jid: string;
  exp: number;
}

/** Signs and verifies vcTokens with one secret. */
export class Tokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token for a bare jid. */
  async issue(jid: string): Promise<string> {
    const local = jid.split('@')[0] ?? '';
    return new SignJWT({ jid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(local)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_TTL_S)
      .sign(this.key);
  }

  /** Verifies a token; returns its claims or undefined when invalid/expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jid !== 'string' || typeof payload.exp !== 'number') return undefined;
      if (payload.jid.split('@')[0] !== payload.sub) return undefined;
      return { sub: payload.sub, jid: payload.jid, exp: payload.exp };
    } catch {
      return undefined;
    }
  }
}
