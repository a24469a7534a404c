/**
 * Revoked vcTokens (issue 16.7: logout left the token valid for 30 days). A signed-out token's
 * `jti` is kept until the token would have expired: in the database (`revoked_tokens`, so a
 * restart keeps it), in memory (checked on every request without a query) and in a file that
 * Prosody's auth module reads (`mod_auth_vctoken.lua`: refuses the token at sign-in and closes
 * chat sessions that signed in with it).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './db.ts';

/** Creates the table (idempotent). */
export async function migrateRevokedTokens(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists revoked_tokens (
      jti text primary key,
      exp bigint not null
    );
  `);
}

/** The revocation list of one sandbox. `file` (optional) is the copy Prosody reads: `<jti> <exp>` lines. */
export class RevokedTokens {
  private readonly byJti = new Map<string, number>();

  private constructor(
    private readonly db: Db | undefined,
    private readonly file: string | undefined,
  ) {}

  /** Loads the unexpired revocations of `db` (drops expired ones) and writes Prosody's file. */
  static async open(db: Db, file: string | undefined, nowS = Math.floor(Date.now() / 1000)): Promise<RevokedTokens> {
    const list = new RevokedTokens(db, file);
    await db.query('delete from revoked_tokens where exp <= $1', [nowS]);
    for (const r of await db.query<{ jti: string; exp: string | number }>('select jti, exp from revoked_tokens')) list.byJti.set(r.jti, Number(r.exp));
    list.writeFile();
    return list;
  }

  /** A list in memory only (unit tests). */
  static inMemory(): RevokedTokens {
    return new RevokedTokens(undefined, undefined);
  }

  /** True when `jti` was revoked. */
  has(jti: string): boolean {
    return this.byJti.has(jti);
  }

  /** Revokes `jti` until `exp` (epoch s, the token's own expiry). Idempotent. */
  async add(jti: string, exp: number): Promise<void> {
    if (this.byJti.has(jti)) return;
    await this.db?.query('insert into revoked_tokens (jti, exp) values ($1, $2) on conflict (jti) do nothing', [jti, exp]);
    this.byJti.set(jti, exp);
    this.writeFile();
  }

  /** Writes Prosody's copy atomically (temp file + rename), dropping expired entries. */
  private writeFile(): void {
    if (!this.file) return;
    const nowS = Math.floor(Date.now() / 1000);
    for (const [jti, exp] of this.byJti) if (exp <= nowS) this.byJti.delete(jti);
    const text = [...this.byJti].map(([jti, exp]) => `${jti} ${exp}\n`).join('');
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, text, { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}
