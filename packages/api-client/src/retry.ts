/**
 * Retry rule (spec §7): up to 3 retries, no delay, for network errors and status 500-599,
 * only on GET, HEAD, OPTIONS, PUT, DELETE; never for certificate or host-resolution
 * errors, aborted or timed-out requests, or once the time budget is spent.
 */
export interface RetryInput {
  method: string;
  /** Retries already made (0 for the first failure). */
  attempt: number;
  maxRetries: number;
  /** HTTP status when one came back. */
  status?: number | undefined;
  /** Failure kind when no HTTP status came back. */
  failure?: 'network' | 'certificate' | 'dns' | 'aborted' | 'timeout' | undefined;
  /** ms left of the request's time budget. */
  budgetLeftMs: number;
}

const RETRY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Whether the failed attempt described by `input` is retried. */
export function shouldRetry(input: RetryInput): boolean {
  if (input.attempt >= input.maxRetries) return false;
  if (input.budgetLeftMs <= 0) return false;
  if (!RETRY_METHODS.has(input.method.toUpperCase())) return false;
  if (input.status !== undefined) return input.status >= 500 && input.status <= 599;
  return input.failure === 'network';
}

/** Classifies a thrown fetch error (Node undici or browser TypeError) into a failure kind. */
export function classifyFetchFailure(err: unknown): 'network' | 'certificate' | 'dns' {
  const text = collectText(err);
  if (/CERT|SSL|TLS|self[- ]signed/i.test(text)) return 'certificate';
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo|ERR_NAME_NOT_RESOLVED/i.test(text)) return 'dns';
  return 'network';
}

function collectText(err: unknown, depth = 0): string {
  if (!err || depth > 4) return '';
  if (typeof err !== 'object') return String(err);
  const e = err as { message?: unknown; code?: unknown; cause?: unknown };
  return `${String(e.code ?? '')} ${String(e.message ?? '')} ${collectText(e.cause, depth + 1)}`;
}
