/**
 * Media upload (`POST /upload`, multipart/form-data with `token`, `filename`, `file`; spec §5,
 * §7) and serving of uploaded files (`GET /media/uploads/<32 hex>.<ext>`). Files are kept in
 * `<dataDir>/uploads/` under a random 32-character hex name with the lower-cased extension of
 * `filename`; the content's magic bytes must match that extension.
 */
import { randomBytes } from 'node:crypto';
import { sendFileRanges } from './ranges.ts';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import type { Db } from '../db.ts';
import type { Store } from '../store.ts';
import { utcDayStart } from '../chatRules.ts';
import type { Tokens } from '../tokens.ts';

/** Largest accepted file: 10 MiB, that size included (issue 16.7). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What one user may upload per UTC day (issue 16.7): files and bytes. */
export interface UploadQuota {
  filesPerDay: number;
  bytesPerDay: number;
}

/** Default {@link UploadQuota}: 100 files and 200 MiB per user per UTC day. */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { filesPerDay: 100, bytesPerDay: 200 * 1024 * 1024 };

/** Creates the uploads table (idempotent): who stored which file, how big, when. */
export async function migrateUploads(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists uploads (
      name text primary key,
      uid text not null,
      bytes bigint not null,
      created double precision not null
    );
    create index if not exists uploads_uid_created on uploads (uid, created);
  `);
}
/** Bodies declaring more than this are refused before reading. */
const MAX_UPLOAD_BODY = 64 * 1024 * 1024;
/** Names of stored uploads (nothing else is ever served from the folder). */
export const UPLOAD_NAME_RE = /^[0-9a-f]{32}\.(jpg|jpeg|png|gif|webp|mp4)$/;

/** Accepted extensions and their content types. */
export const UPLOAD_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** True when the first bytes of `buf` are those of a file of extension `ext`. */
export function magicMatches(ext: string, buf: Buffer): boolean {
  const at = (offset: number, bytes: number[] | string) => {
    const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
    return buf.length >= offset + b.length && buf.subarray(offset, offset + b.length).equals(b);
  };
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return at(0, [0xff, 0xd8, 0xff]);
    case 'png':
      return at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return at(0, 'GIF87a') || at(0, 'GIF89a');
    case 'webp':
      return at(0, 'RIFF') && at(8, 'WEBP');
    case 'mp4':
      return at(4, 'ftyp');
    default:
      return false;
  }
}

/** What the upload handler needs. */
export interface UploadDeps {
  store: Store;
  tokens: Tokens;
  dataDir: string;
  /** Real "now" (epoch ms): the quota's UTC day. */
  now: () => number;
  uploadQuota: UploadQuota;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

interface Parsed {
  token?: string;
  filename?: string;
  partFilename?: string;
  file?: Buffer;
  tooLarge: boolean;
}

function parseMultipart(req: IncomingMessage): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      // busboy stops a file AT its limit and flags it; one byte more lets exactly 10 MiB through.
      bb = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 } });
    } catch (e) {
      reject(e);
      return;
    }
    const out: Parsed = { tooLarge: false };
    const chunks: Buffer[] = [];
    let fileSeen = false;
    let total = 0;
    req.on('data', (c: Buffer) => {
      total += c.length;
      if (total > MAX_UPLOAD_BODY) req.destroy();
    });
    bb.on('field', (name, value) => {
      if (name === 'token') out.token = value;
      else if (name === 'filename') out.filename = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      out.partFilename = info.filename;
      fileSeen = true;
      stream.on('data', (c: Buffer) => {
        if (!out.tooLarge) chunks.push(c);
      });
      stream.on('limit', () => {
        out.tooLarge = true;
        chunks.length = 0;
      });
    });
    bb.on('error', reject);
    bb.on('close', () => {
      if (fileSeen && !out.tooLarge) out.file = Buffer.concat(chunks);

      resolve(out);
    });
    req.on('error', reject);
    req.pipe(bb);
  });
}

/** Handles `POST /upload`. Answers with the envelope shape (not HTTP errors) except 405/413. */
export async function handleUpload(req: IncomingMessage, res: ServerResponse, deps: UploadDeps): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    return json(res, 405, { result: -1, msg: 'method not allowed: use POST' });
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BODY) {
    json(res, 413, { result: -1, msg: 'file too large' });
    res.on('finish', () => req.destroy());
    return;
  }
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))) {
    req.resume();
    return json(res, 200, { result: -1, msg: 'expected multipart/form-data with the fields token, filename and file' });
  }
  let p: Parsed;
  try {
    p = await parseMultipart(req);
  } catch {
    req.resume();
    return json(res, 200, { result: -1, msg: 'malformed multipart body' });
  }
  if (p.tooLarge) return json(res, 413, { result: -1, msg: 'file too large' });
  const claims = p.token ? await deps.tokens.verify(p.token) : undefined;
  const user = claims ? await deps.store.userByJid(claims.jid) : undefined;
  if (!user) return json(res, 200, { result: -2, msg: 'invalid token' });
  if (!p.file) return json(res, 200, { result: -1, msg: 'missing field: file' });
  if (p.file.length === 0) return json(res, 200, { result: -1, msg: 'the file is empty' });
  const filename = (p.filename ?? p.partFilename ?? '').trim();
  if (!filename) return json(res, 200, { result: -1, msg: 'missing field: filename' });
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase();
  if (!ext || !Object.hasOwn(UPLOAD_TYPES, ext)) {
    return json(res, 200, { result: -1, msg: 'unsupported file type: use jpg, jpeg, png, gif, webp or mp4' });
  }
  if (!magicMatches(ext, p.file)) return json(res, 200, { result: -1, msg: `the file content is not a ${ext} file` });
  const dir = join(deps.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // The day's quota is taken in the same statement that records the file (no race past it).
  const nowMs = deps.now();
  const taken = await deps.store.db.query(
    `insert into uploads (name, uid, bytes, created)
     select $1::text, $2::text, $3::bigint, $4::double precision
      where (select count(*) from uploads where uid = $2::text and created >= $5::double precision) < $6::bigint
        and (select coalesce(sum(bytes), 0) from uploads where uid = $2::text and created >= $5::double precision) + $3::bigint <= $7::bigint
     returning name`,
    [name, user.uid, p.file.length, nowMs, utcDayStart(nowMs), deps.uploadQuota.filesPerDay, deps.uploadQuota.bytesPerDay],
  );
  if (taken.length === 0) {
    return json(res, 429, { result: 0, msg: `upload quota reached: ${deps.uploadQuota.filesPerDay} files or ${Math.round(deps.uploadQuota.bytesPerDay / 1048576)} MB a day` });
  }
  try {
    await writeFile(join(dir, name), p.file, { flag: 'wx', mode: 0o644 });
  } catch (e) {
    await deps.store.db.query('delete from uploads where name = $1', [name]);
    throw e;
  }
  return json(res, 200, { result: 1, msg: 'ok', data: { url: `/media/uploads/${name}` } });
}

/** Serves `GET /media/uploads/<name>` (single byte ranges supported, for video). */
export async function serveUpload(name: string, req: IncomingMessage, res: ServerResponse, dataDir: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { result: -1, msg: 'method not allowed' });
  const m = UPLOAD_NAME_RE.exec(name);
  if (!m) return json(res, 404, { result: -3, msg: 'no such file' });
  const file = join(dataDir, 'uploads', name);
  let size: number;
  try {
    const st = await stat(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    return json(res, 404, { result: -3, msg: 'no such file' });
  }
  sendFileRanges(req, res, file, size, {
    'Content-Type': UPLOAD_TYPES[m[1]!]!,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
}
