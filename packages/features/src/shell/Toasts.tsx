import { useAtomValue, useStore } from 'jotai';
import { Toast, ToastRegion } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { dismissToast, toastsAtom } from '../common/toast.ts';

/** The toast region of the app (role=status / alert for errors). */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const store = useStore();
  const { t } = useTranslation();
  return (
    <ToastRegion aria-label={t('common.more')}>
      {toasts.map((x) => (
        <Toast key={x.id} tone={x.tone} duration={x.tone === 'error' ? 6000 : 3500} onDismiss={() => dismissToast(store, x.id)} dismissLabel={t('common.close')}>
          {x.text}
        </Toast>
      ))}
    </ToastRegion>
  );
}
