/**
 * Image / short-video upload (spec §5, §7): multipart POST to the image host's `/upload` with
 * `token`, `filename` and `file`; the response's url is used. Uses XMLHttpRequest because it
 * reports upload progress (fetch does not). The stored name is chosen by `uploadFileName`
 * (random 32-hex + the original extension).
 */
import * as v from 'valibot';
import { uploadFileName } from '@vchat/domain';
import { ApiError, BACKEND_ERROR_MESSAGE } from './errors.ts';
import { UploadSchema } from './schemas.ts';
import { createRequestId } from './transport.ts';

export interface UploadOptions {
  /** Upload endpoint, e.g. `/upload`. */
  url: string;
  /** The signed-in user's vcToken. */
  token: string;
  file: Blob;
  /** Original file name; only its extension is kept. */
  filename: string;
  /** Called with 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** ms; default 60 000. */
  timeoutMs?: number;
  /** XMLHttpRequest constructor (tests). */
  XHR?: typeof XMLHttpRequest;
}

/** Largest upload accepted, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Uploads a file; resolves with the stored URL. Throws ApiError: INVALID_RESPONSE (bad
 * answer), BACKEND_ERROR (result ≠ 1, e.g. invalid token or refused file), HTTP_ERROR,
 * NETWORK_ERROR, TIMEOUT, ABORTED; and Error('unsupported file type') / Error('file too
 * large') before sending anything.
 */
export async function uploadFile(o: UploadOptions): Promise<{ url: string }> {
  const name = uploadFileName(o.filename);
  if (o.file.size > MAX_UPLOAD_BYTES) throw new Error('file too large');
  const requestId = createRequestId();
  const fail = (code: ConstructorParameters<typeof ApiError>[0], message: string, extra: Partial<ApiError['details']> = {}) =>
    new ApiError(code, message, { requestId, path: o.url, ...extra });
  return new Promise((resolve, reject) => {
    const Xhr = o.XHR ?? globalThis.XMLHttpRequest;
    const xhr = new Xhr();
    xhr.open('POST', o.url);
    xhr.setRequestHeader('X-Request-Id', requestId);
    xhr.timeout = o.timeoutMs ?? 60_000;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const onAbort = () => xhr.abort();
    o.signal?.addEventListener('abort', onAbort);
    const done = () => o.signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => (done(), reject(fail('NETWORK_ERROR', 'network error (network)')));
    xhr.ontimeout = () => (done(), reject(fail('TIMEOUT', 'upload timed out')));
    xhr.onabort = () => (done(), reject(fail('ABORTED', 'request cancelled')));
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(fail('INVALID_RESPONSE', 'response is not JSON', { status: xhr.status }));
      }
      const env = body as { result?: unknown; msg?: unknown; data?: unknown };
      if (env?.result !== 1) {
        if (xhr.status < 200 || xhr.status > 299) {
          if (typeof env?.result !== 'number') return reject(fail('HTTP_ERROR', `HTTP ${xhr.status}`, { status: xhr.status }));
        }
        return reject(fail('BACKEND_ERROR', BACKEND_ERROR_MESSAGE, { status: xhr.status, result: Number(env?.result), serverMessage: String(env?.msg ?? '') }));
      }
      const parsed = v.safeParse(UploadSchema, env.data);
      if (!parsed.success) return reject(fail('INVALID_RESPONSE', 'invalid upload answer', { status: xhr.status }));
      o.onProgress?.(1);
      resolve(parsed.output);
    };
    const form = new FormData();
    form.append('token', o.token);
    form.append('filename', name);
    form.append('file', o.file, name);
    if (o.signal?.aborted) return xhr.onabort?.(new ProgressEvent('abort'));
    xhr.send(form);
  });
}
