/**
 * The HTTP transport of every product call (spec §7): POST JSON with the envelope
 * `{ deviceInfo, clientInfo, userInfo, data }`, an `X-Request-Id` header of 21 random
 * characters, a 10 000 ms timeout, the retry rule of `retry.ts`, cancel one / cancel all,
 * a backend failure hook, and runtime validation of `data` with a valibot schema.
 */
import { createFetch, type $Fetch } from 'ofetch';
import { nanoid } from 'nanoid';
import * as v from 'valibot';
import { CLIENT_INFO, DEFAULT_ROLE, HTTP_RETRIES, HTTP_TIMEOUT_MS, REQUEST_ID_LENGTH } from '@vchat/domain';
import { ApiError, BACKEND_ERROR_MESSAGE } from './errors.ts';
import { classifyFetchFailure, shouldRetry } from './retry.ts';

/** Device block of the envelope (spec §7). */
export interface DeviceInfo {
  language: string;
  fingerprint: string;
  screen: string;
  /** An ECMAScript time zone: the IANA name (`Asia/Kolkata`) or the UTC offset (`+05:30`). */
  timezone: string;
  platform: string;
  clientId: string;
  /** Payment cookies, sent on create_order only (spec §7). */
  paymentCookies?: Record<string, string>;
}

/** Credentials sent in the `userInfo` block of signed-in calls. */
export interface SessionCredentials {
  uid: string;
  jid: string;
  role?: number;
  vcToken: string;
}

/** The parsed envelope of a response. */
export interface ResponseEnvelope {
  result: number;
  msg?: string;
  data?: unknown;
}

/**
 * Called when the backend reports failure (result ≠ 1). Return `{ data }` to replace the
 * response, or `undefined` to let the request fail with BACKEND_ERROR (spec §7).
 */
export type BackendFailureHook = (failure: { path: string; envelope: ResponseEnvelope; requestId: string }) => { data: unknown } | undefined;

export interface TransportOptions {
  /** Base URL: `/api` in development, `https://api.<brand host>/api` elsewhere. */
  baseURL: string;
  /** Source tag of client info (spec §7 "source web_fachat"). */
  source: string;
  deviceInfo: () => DeviceInfo;
  session: () => SessionCredentials | null;
  /** ms; default 10 000 (spec §9). */
  timeoutMs?: number;
  /** default 3 (spec §9). */
  retries?: number;
  onBackendFailure?: BackendFailureHook;
  /** Logger for server messages of failures; default console.warn. */
  log?: (message: string, extra: Record<string, unknown>) => void;
  /** fetch implementation (tests). */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Request id to use (for cancel); default a fresh 21-character id. */
  requestId?: string;
  /** HTTP method; product calls are POST (spec §7). */
  method?: 'POST' | 'GET' | 'PUT' | 'DELETE';
  /** Fields added to this request's deviceInfo (create_order's payment cookies, spec §7). */
  deviceInfo?: Partial<DeviceInfo>;
}

const EnvelopeSchema = v.object({
  result: v.number(),
  msg: v.optional(v.string()),
  data: v.optional(v.unknown()),
});

/** Creates a fresh request id: 21 URL-safe random characters (spec §9). */
export function createRequestId(): string {
  return nanoid(REQUEST_ID_LENGTH);
}

/** The transport: `request`, `cancel`, `cancelAll`, `pending`. */
export interface Transport {
  /**
   * Sends `data` to `path` (e.g. `login_service/login`) and returns the validated `data` of
   * the response. Status 200-299 and 304 are success (spec §7); a 304 or 204 without a body
   * yields the schema's value for no data (`{}`), or NO_DATA when the schema needs fields.
   * Throws {@link ApiError} (BACKEND_ERROR, TIMEOUT, ABORTED, NETWORK_ERROR, HTTP_ERROR,
   * INVALID_RESPONSE, NO_DATA).
   */
  request<S extends v.GenericSchema>(path: string, data: unknown, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  /** Cancels one pending request by its X-Request-Id; returns whether one was pending. */
  cancel(requestId: string): boolean;
  /** Cancels every pending request; returns how many were cancelled. */
  cancelAll(): number;
  /** Ids of the requests in flight. */
  pending(): string[];
}

/** Creates the transport. See {@link Transport}. */
export function createTransport(opts: TransportOptions): Transport {
  const timeoutMs = opts.timeoutMs ?? HTTP_TIMEOUT_MS;
  const maxRetries = opts.retries ?? HTTP_RETRIES;
  const log = opts.log ?? ((m, x) => console.warn(m, x));
  const $fetch: $Fetch = createFetch({ fetch: opts.fetch ?? globalThis.fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController });
  const inFlight = new Map<string, AbortController>();

  function envelope(data: unknown, extraDevice?: Partial<DeviceInfo>) {
    const s = opts.session();
    return {
      deviceInfo: extraDevice ? { ...opts.deviceInfo(), ...extraDevice } : opts.deviceInfo(),
      clientInfo: { ...CLIENT_INFO, source: opts.source },
      userInfo: s ? { uid: s.uid, jid: s.jid, role: s.role ?? DEFAULT_ROLE, vcToken: s.vcToken } : {},
      data: data ?? {},
    };
  }

  async function request<S extends v.GenericSchema>(path: string, data: unknown, schema: S, ro: RequestOptions = {}): Promise<v.InferOutput<S>> {
    const requestId = ro.requestId ?? createRequestId();
    const method = ro.method ?? 'POST';
    const cancel = new AbortController();
    inFlight.set(requestId, cancel);
    const onOuterAbort = () => cancel.abort();
    ro.signal?.addEventListener('abort', onOuterAbort);
    if (ro.signal?.aborted) cancel.abort();
    const started = Date.now();
    const fail = (code: ConstructorParameters<typeof ApiError>[0], message: string, extra: Partial<ApiError['details']> = {}) =>
      new ApiError(code, message, { requestId, path, ...extra });
    try {
      for (let attempt = 0; ; attempt++) {
        const budgetLeft = timeoutMs - (Date.now() - started);
        if (cancel.signal.aborted) throw fail('ABORTED', 'request cancelled');
        if (budgetLeft <= 0) throw fail('TIMEOUT', `no answer within ${timeoutMs} ms`);
        const timeout = AbortSignal.timeout(budgetLeft);
        const signal = AbortSignal.any([cancel.signal, timeout]);
        let res: Awaited<ReturnType<$Fetch['raw']>>;
        try {
          res = await $fetch.raw(path, {
            baseURL: opts.baseURL,
            method,
            headers: { 'X-Request-Id': requestId, 'Content-Type': 'application/json', Accept: 'application/json' },
            body: method === 'GET' ? undefined : envelope(data, ro.deviceInfo),
            retry: false,
            ignoreResponseError: true,
            responseType: 'text',
            signal,
          });
        } catch (err) {
          if (cancel.signal.aborted) throw fail('ABORTED', 'request cancelled', { cause: err });
          if (timeout.aborted) throw fail('TIMEOUT', `no answer within ${timeoutMs} ms`, { cause: err });
          const failure = classifyFetchFailure(err);
          if (shouldRetry({ method, attempt, maxRetries, failure, budgetLeftMs: timeoutMs - (Date.now() - started) })) continue;
          throw fail('NETWORK_ERROR', `network error (${failure})`, { cause: err });
        }
        const status = res.status;
        if (!((status >= 200 && status <= 299) || status === 304)) {
          if (shouldRetry({ method, attempt, maxRetries, status, budgetLeftMs: timeoutMs - (Date.now() - started) })) continue;
          throw fail('HTTP_ERROR', `HTTP ${status}`, { status });
        }
        const text = String(res._data ?? '');
        if ((status === 304 || status === 204) && text.trim() === '') {
          // 304 Not Modified and 204 No Content carry no body: a success with no `data`. The
          // endpoint's schema decides: one that needs no field (all optional, unknown) gets
          // its empty value; one that needs data fails with NO_DATA, since this client keeps
          // no cached copy a 304 could point at (spec §7 "200-299 or 304 is success").
          const empty = v.safeParse(schema, {});
          if (empty.success) return empty.output;
          throw fail('NO_DATA', `HTTP ${status} without a body, and ${path} needs data`, { status });
        }
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw fail('INVALID_RESPONSE', 'response is not JSON', { status });
        }
        const env = v.safeParse(EnvelopeSchema, body);
        if (!env.success) throw fail('INVALID_RESPONSE', 'response is not an envelope', { status });
        let payload: unknown = env.output.data;
        if (env.output.result !== 1) {
          const replaced = opts.onBackendFailure?.({ path, envelope: env.output, requestId });
          if (!replaced) {
            log(`backend failure on ${path}: ${env.output.msg ?? ''}`, { requestId, result: env.output.result });
            throw fail('BACKEND_ERROR', BACKEND_ERROR_MESSAGE, { status, result: env.output.result, serverMessage: env.output.msg ?? '' });
          }
          payload = replaced.data;
        }
        const parsed = v.safeParse(schema, payload ?? {});
        if (!parsed.success) {
          const issue = parsed.issues[0];
          const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
          throw fail('INVALID_RESPONSE', `invalid response data${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`, { status });
        }
        return parsed.output;
      }
    } finally {
      inFlight.delete(requestId);
      ro.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    request,
    cancel(id) {
      const c = inFlight.get(id);
      if (!c) return false;
      c.abort();
      return true;
    },
    cancelAll() {
      const n = inFlight.size;
      for (const c of inFlight.values()) c.abort();
      return n;
    },
    pending: () => [...inFlight.keys()],
  };
}
