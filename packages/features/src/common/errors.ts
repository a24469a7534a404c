import { ApiError } from '@vchat/client';
import type { TFunction } from 'i18next';
import { chatErrorCode } from '@vchat/client';

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
  const chat = chatErrorCode(e);
  if (chat) return chat === 'time out' ? t('common.timeout') : t('common.networkError');
  return t('common.error');
}
