import { createTransport, type TransportOptions, type Transport } from './transport.ts';
import { createEndpoints, type Endpoints } from './endpoints.ts';

export * from './errors.ts';
export * from './transport.ts';
export * from './endpoints.ts';
export { shouldRetry } from './retry.ts';
export { uploadFile, MAX_UPLOAD_BYTES, type UploadOptions } from './upload.ts';
export * as schemas from './schemas.ts';
export * from './analytics.ts';
export * from './pageAnalytics.ts';

/** The API client: the endpoint functions plus the transport's cancel controls. */
export type ApiClient = Endpoints & Pick<Transport, 'cancel' | 'cancelAll' | 'pending' | 'request'>;

/** Creates the API client (spec §7). See `createTransport` for options. */
export function createApiClient(options: TransportOptions): ApiClient {
  const t = createTransport(options);
  return { ...createEndpoints(t), cancel: t.cancel, cancelAll: t.cancelAll, pending: t.pending, request: t.request };
}
