/** Sends a file with single byte-range support (browsers seek video with Range requests). */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers `req` with `file` (`size` bytes): 200 with the whole file, 206 with
 * `Content-Range` for one `bytes=a-b` / `bytes=a-` / `bytes=-n` range, 416 for a range
 * outside the file. `headers` (content type, cache, ...) are added; HEAD sends no body.
 */
export function sendFileRanges(req: IncomingMessage, res: ServerResponse, file: string, size: number, headers: Record<string, string | number>): void {
  const h: Record<string, string | number> = { ...headers, 'Accept-Ranges': 'bytes' };
  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(range[2]));
    }
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    status = 206;
    h['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  h['Content-Length'] = end - start + 1;
  res.writeHead(status, h);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  createReadStream(file, { start, end }).pipe(res);
}
