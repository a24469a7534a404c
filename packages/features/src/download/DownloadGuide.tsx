/**
 * The guide to download (spec §2 overlays "guide to download"): how to install the downloaded
 * Android package, step by step. Opened from the download page and the download-app overlay.
 */
import { Button } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import * as css from './download.css.ts';

/** The guide as a modal; `onClose` closes it (button, Escape, backdrop). */
export function DownloadGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { brand } = useServices();
  return (
    <AppModal open onClose={onClose} closeLabel={t('common.close')} title={t('download.guideTitle')} width={440}
      footer={<Button fullWidth onClick={onClose}>{t('club.tipsOk')}</Button>}>
      <ol className={css.steps} data-testid="download-guide">
        <li>{t('download.step1')}</li>
        <li>{t('download.step2')}</li>
        <li>{t('download.step3', { name: brand.name })}</li>
      </ol>
    </AppModal>
  );
}
