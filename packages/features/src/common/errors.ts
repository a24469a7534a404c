import { ApiError } from '@vchat/api-client';
import type { TFunction } from 'i18next';

/** A sentence a person can understand for an error of the lower layers. */
export function describeError(e: unknown, t: TFunction): string {
  if (e instanceof ApiError) {
    switch (e.code) {
      case 'TIMEOUT':
        return t('common.timeout');
      case 'NETWORK_ERROR':
      case 'HTTP_ERROR':
        return t('common.networkError');
      case 'BACKEND_ERROR':
        return t('common.backendError');
      default:
        return t('common.error');
    }
  }
  const chat = chatErrorMessage(e);
  if (chat) return chat === 'time out' ? t('common.timeout') : t('common.networkError');
  return t('common.error');
}

/**
 * The spec text of a chat-layer error ("need login", "time out", …), or null. Checked by
 * name so screens need not load the chat package to recognise its errors.
 */
export function chatErrorMessage(e: unknown): string | null {
  return e instanceof Error && e.name === 'ChatError' ? e.message : null;
}
