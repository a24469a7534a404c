/**
 * Errors raised by the API client (spec §7 "Generic HTTP behaviour", §8).
 * `code` is stable and machine-readable; `message` is English and safe to log.
 */
export type ApiErrorCode =
  /** The backend answered with result ≠ 1 (spec §8: "the backend request error"). */
  | 'BACKEND_ERROR'
  /** No answer within the timeout (10 000 ms by default). */
  | 'TIMEOUT'
  /** Cancelled by `cancel(id)`, `cancelAll()` or the caller's AbortSignal. */
  | 'ABORTED'
  /** The request never got an HTTP answer (connection refused, DNS, TLS…). */
  | 'NETWORK_ERROR'
  /** HTTP status outside 200-299 and 304. */
  | 'HTTP_ERROR'
  /** The response was not the shape the endpoint promises. */
  | 'INVALID_RESPONSE'
  /**
   * A success without a body (HTTP 304 Not Modified or 204 No Content) for a call whose
   * schema needs data: nothing to show, and no cached copy to fall back on. Calls whose
   * schema needs no field resolve with the empty value instead.
   */
  | 'NO_DATA';

/** Message of BACKEND_ERROR, as the spec gives it (§8). */
export const BACKEND_ERROR_MESSAGE = 'the backend request error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: {
      requestId: string;
      path: string;
      status?: number;
      /** The envelope's `result` for BACKEND_ERROR. */
      result?: number;
      /** The envelope's `msg` for BACKEND_ERROR. */
      serverMessage?: string;
      cause?: unknown;
    },
  ) {
    super(message);
  }
}

/** Envelope result meaning the vcToken is missing or invalid (sandbox contract). */
export const RESULT_INVALID_TOKEN = -2;

/** True when an error means the user must sign in again. */
export function isInvalidTokenError(e: unknown): boolean {
  return e instanceof ApiError && e.code === 'BACKEND_ERROR' && e.details.result === RESULT_INVALID_TOKEN;
}
