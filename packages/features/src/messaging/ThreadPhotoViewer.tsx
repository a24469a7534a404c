/**
 * The open thread's photo viewer (issue "Phone first" 12): ui-kit's PhotoViewer over the
 * thread's viewable photos (photos.ts), opened on the photo tapped; Escape, the close button
 * and the browser's Back close it (useCloseOnBack), focus returns to the photo.
 */
import { useAtom, useAtomValue } from 'jotai';
import { PhotoViewer } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { useCloseOnBack } from '../common/backCloses.tsx';
import { localPreviewAtom, openMessagesAtom, photoViewerAtom, revealedAtom } from '@vchat/client';
import { safeMediaUrl } from '@vchat/client';
import { threadPhotos } from '@vchat/client';

export function ThreadPhotoViewer() {
  const { t, i18n } = useTranslation();
  const { env, hosts } = useServices();
  const [mid, setMid] = useAtom(photoViewerAtom);
  const messages = useAtomValue(openMessagesAtom);
  const previews = useAtomValue(localPreviewAtom);
  const revealed = useAtomValue(revealedAtom);
  const close = () => setMid(null);
  useCloseOnBack(mid !== null, close);
  if (mid === null) return null;
  const photos = threadPhotos(messages, (u) => safeMediaUrl(u, hosts.mediaOrigins, env === 'development'), previews, revealed);
  const index = photos.findIndex((p) => p.mid === mid);
  if (index < 0) return null;
  return (
    <PhotoViewer
      photos={photos.map((p) => ({ key: p.mid, src: p.src, alt: t('message.types.image') }))}
      index={index}
      onIndexChange={(i) => setMid(photos[i]?.mid ?? null)}
      onClose={close}
      dir={i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr'}
      counterLabel={t('message.photoCount', { index: index + 1, count: photos.length })}
      labels={{
        dialog: t('message.photoViewer'),
        close: t('common.close'),
        next: t('message.photoNext'),
        previous: t('message.photoPrev'),
        zoomIn: t('message.zoomIn'),
        zoomOut: t('message.zoomOut'),
      }}
    />
  );
}
