import { describe, expect, it } from 'vitest';
import { uploadFile } from './upload.ts';

/** A stand-in XMLHttpRequest that records what was sent and answers as told. */
function fakeXhr(answer: { status: number; body: string } | 'network' | 'hang') {
  const sent: { headers: Record<string, string>; form?: FormData; method?: string; url?: string } = { headers: {} };
  class X {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    timeout = 0;
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(k: string, v: string) {
      sent.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.form = form;
      queueMicrotask(() => {
        if (answer === 'hang') return;
        if (answer === 'network') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  return { XHR: X as unknown as typeof XMLHttpRequest, sent };
}

const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('uploadFile (§5, §7)', () => {
  it('posts token, a random 32-hex filename with the extension, and the file; reports progress', async () => {
    const { XHR, sent } = fakeXhr({ status: 200, body: JSON.stringify({ result: 1, data: { url: '/media/uploads/abc.png' } }) });
    const progress: number[] = [];
    await expect(uploadFile({ url: '/upload', token: 'tok', file, filename: 'Me.PNG', onProgress: (p) => progress.push(p), XHR })).resolves.toEqual({ url: '/media/uploads/abc.png' });
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/upload');
    expect(sent.headers['X-Request-Id']).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(sent.form?.get('token')).toBe('tok');
    expect(sent.form?.get('filename')).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(sent.form?.get('file')).toBeInstanceOf(Blob);
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses unsupported types and big files before sending', async () => {
    const { XHR, sent } = fakeXhr({ status: 200, body: '{}' });
    await expect(uploadFile({ url: '/upload', token: 't', file, filename: 'a.svg', XHR })).rejects.toThrow('unsupported file type');
    const big = { size: 11 * 1024 * 1024 } as Blob;
    await expect(uploadFile({ url: '/upload', token: 't', file: big, filename: 'a.png', XHR })).rejects.toThrow('file too large');
    expect(sent.form).toBeUndefined();
  });

  it('maps failures: backend result, bad answers, network, abort', async () => {
    const refused = fakeXhr({ status: 200, body: JSON.stringify({ result: -2, msg: 'invalid token' }) });
    await expect(uploadFile({ url: '/upload', token: 't', file, filename: 'a.png', XHR: refused.XHR })).rejects.toMatchObject({ code: 'BACKEND_ERROR', details: { result: -2, serverMessage: 'invalid token' } });
    const weird = fakeXhr({ status: 200, body: JSON.stringify({ result: 1, data: { url: 'javascript:alert(1)' } }) });
    await expect(uploadFile({ url: '/upload', token: 't', file, filename: 'a.png', XHR: weird.XHR })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    const down = fakeXhr('network');
    await expect(uploadFile({ url: '/upload', token: 't', file, filename: 'a.png', XHR: down.XHR })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const hang = fakeXhr('hang');
    const ac = new AbortController();
    const p = uploadFile({ url: '/upload', token: 't', file, filename: 'a.png', XHR: hang.XHR, signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
