/**
 * The add-to-desktop guide and the add-bookmark prompt (spec §1, §2 overlays): the first offers
 * the browser's own install prompt when it has one, else says where the browser keeps
 * "Install app" / "Add to Home Screen"; the second gives the bookmark shortcut (Ctrl+D, ⌘D on
 * Apple computers) or the mobile menu. Opened through `guideAtom`.
 */
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Button } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { showToast } from '../common/toast.ts';
import { guideAtom } from '../common/install.ts';
import { devicePlatform } from '@vchat/client';
import { installPromptAtom, promptInstall } from './pwa.ts';
import * as css from './pwa.css.ts';

export function InstallGuide() {
  const { t } = useTranslation();
  const { brand } = useServices();
  const store = useStore();
  const [guide, setGuide] = useAtom(guideAtom);
  const prompt = useAtomValue(installPromptAtom);
  if (!guide) return null;
  const close = () => setGuide(null);
  const p = devicePlatform();
  if (guide === 'bookmark') {
    const step = p === 'ios' || p === 'android' ? t('pwa.bookmarkMobile') : t('pwa.bookmarkKeys', { keys: p === 'apple' ? '⌘ D' : 'Ctrl + D' });
    return (
      <AppModal open onClose={close} closeLabel={t('common.close')} title={t('pwa.bookmarkTitle', { name: brand.name })} width={420}
        footer={<Button fullWidth onClick={close}>{t('club.tipsOk')}</Button>}>
        <p className={css.text} data-testid="bookmark-guide">{step}</p>
      </AppModal>
    );
  }
  const steps = p === 'ios' ? t('pwa.installIos') : p === 'android' ? t('pwa.installAndroid') : t('pwa.installDesktop', { name: brand.name });
  return (
    <AppModal open onClose={close} closeLabel={t('common.close')} title={t('pwa.installTitle', { name: brand.name })} width={440}
      footer={prompt ? (
        <Button fullWidth data-testid="install-now" onClick={() => void promptInstall(store).then((outcome) => {
          close();
          if (outcome === 'accepted') showToast(store, t('pwa.installed', { name: brand.name }), 'success');
        })}>{t('pwa.installNow')}</Button>
      ) : <Button fullWidth onClick={close}>{t('club.tipsOk')}</Button>}>
      <div className={css.guide} data-testid="install-guide">
        <img src={brand.logo} alt="" width={56} height={56} />
        <p className={css.text}>{prompt ? t('pwa.installText', { name: brand.name }) : steps}</p>
      </div>
    </AppModal>
  );
}
