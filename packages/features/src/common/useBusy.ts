/**
 * One action at a time with its name as the busy state: `run(key, fn)` sets `busy` to `key`
 * while `fn` runs and shows a failure as an error toast (the user's words, common/errors.ts).
 */
import { useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from '@vchat/i18n';
import { describeError } from './errors.ts';
import { showToast } from './toast.ts';

export function useBusy(): { busy: string | null; run: (key: string, fn: () => Promise<unknown>) => Promise<void> } {
  const { t } = useTranslation();
  const store = useStore();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fn: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await fn();
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
