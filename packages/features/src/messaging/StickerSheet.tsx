import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { StickerPicker } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import type { StickerAttachment } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { loadStickers, stickerCatalogAtom } from './catalog.ts';
import { safeMediaUrl } from './media.ts';

/** The sticker picker in a sheet (the sticker catalogue of the API). */
export function StickerSheet({ onPick, onClose }: { onPick: (s: StickerAttachment) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { api, hosts, env } = useServices();
  const store = useStore();
  const catalog = useAtomValue(stickerCatalogAtom);
  useEffect(() => {
    void loadStickers(api, store, catalog.status === 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, store]);
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
