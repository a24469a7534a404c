import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { StickerPicker } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import type { StickerAttachment } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { stickerCatalogAtom } from '@vchat/client';
import { safeMediaUrl } from '@vchat/client';

/** The sticker picker in a sheet (the sticker catalogue of the API). */
export function StickerSheet({ onPick, onClose }: { onPick: (s: StickerAttachment) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { messaging, hosts, env } = useServices();
  const catalog = useAtomValue(stickerCatalogAtom);
  useEffect(() => {
    void messaging.loadStickers(catalog.status === 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messaging]);
  const list = catalog.status === 'ready' ? catalog.value.list : [];
  const items = list.flatMap((s) => {
    const src = safeMediaUrl(s.thumbUrl, hosts.mediaOrigins, env === 'development');
    return src ? [{ id: s.id, src, name: s.name }] : [];
  });
  return (
    <AppModal open onClose={onClose} title={t('message.stickerTitle')} closeLabel={t('common.close')} width={460}>
      <StickerPicker
        label={t('message.stickerTitle')}
        stickers={items}
        loading={catalog.status === 'loading' || catalog.status === 'idle'}
        error={catalog.status === 'error' ? t('common.networkError') : undefined}
        dir={i18n.dir(i18n.language)}
        onPick={(id) => {
          const s = list.find((x) => x.id === id);
          if (s) onPick({ id: s.id, thumbUrl: s.thumbUrl, name: s.name });
        }}
      />
    </AppModal>
  );
}
