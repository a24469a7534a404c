/**
 * vcToken: an HS256 JWT with sub = the jid's local part, a `jid` claim, a `jti` (its id, so one
 * token can be revoked at logout) and a 30-day expiry. Prosody checks the same token locally
 * (mod_auth_vctoken.lua), so the secret is shared through the generated Prosody config, and
 * the revocation list through a file (revokedTokens.ts). Token times use the real clock
 * (Prosody's).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { RevokedTokens } from './revokedTokens.ts';

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
  /** The token's id (revocation key). */
  jti: string;
  /** Expiry, epoch s. */
  exp: number;
}

/** Signs, verifies and revokes vcTokens with one secret. */
export class Tokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly revoked: RevokedTokens = RevokedTokens.inMemory(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token for a bare jid. */
  async issue(jid: string): Promise<string> {
    const local = jid.split('@')[0] ?? '';
    return new SignJWT({ jid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(local)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_TTL_S)
      .sign(this.key);
  }

  /** Verifies a token; returns its claims or undefined when invalid, expired, without an id or revoked. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jid !== 'string' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string') return undefined;
      if (payload.jid.split('@')[0] !== payload.sub) return undefined;
      if (this.revoked.has(payload.jti)) return undefined;
      return { sub: payload.sub, jid: payload.jid, jti: payload.jti, exp: payload.exp };
    } catch {
      return undefined;
    }
  }

  /** Revokes a verified token (logout): the API and Prosody refuse it from now on. */
  async revoke(claims: TokenClaims): Promise<void> {
    await this.revoked.add(claims.jti, claims.exp);
  }
}
