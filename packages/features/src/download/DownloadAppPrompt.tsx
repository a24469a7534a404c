/**
 * The download-app overlay (spec §2 overlays "download-app and guide to download"; §7
 * get_website_config appDownloadInfo). On an Android phone or an iPhone, a few seconds
 * (the client's DOWNLOAD_PROMPT_AFTER_MS) into the goddess wall, it offers the mobile app: the
 * brand's logo, what the app adds, the store button for this platform, the guide to installing
 * the Android package, "Not now". Never over another dialog (it takes its turn among the
 * prompts, common/prompts.tsx); at most once a week on a device (rules in the client's download/download.ts); nothing when the server gives no
 * link for the platform or the web app runs installed.
 */
import { useEffect, useState } from 'react';
import { Button } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { devicePlatform } from '@vchat/client';
import { PromptFrame, usePromptTurn } from '../common/prompts.tsx';
import { runsInstalled } from '../common/install.ts';
import { DownloadGuide } from './DownloadGuide.tsx';
import * as css from './download.css.ts';

/** Mounted while the goddess wall is the page (shell). */
export function DownloadAppPrompt() {
  const { t } = useTranslation();
  const { download, brand } = useServices();
  const [link, setLink] = useState<string | null>(null);
  const [guide, setGuide] = useState(false);
  const platform = devicePlatform();
  const myTurn = usePromptTurn('downloadApp', link !== null);

  useEffect(() => {
    const left = new AbortController();
    void download.promptLink({ platform, installed: runsInstalled(), signal: left.signal }).then((url) => url && setLink(url));
    return () => left.abort();
  }, [download, platform]);

  // Counted (once a week) when it reaches the screen, not when it becomes due.
  useEffect(() => {
    if (myTurn) download.promptShown(platform);
  }, [myTurn, download, platform]);

  if (!link || !myTurn) return null;
  if (guide) return <PromptFrame id="downloadApp"><DownloadGuide onClose={() => setGuide(false)} /></PromptFrame>;
  const close = () => setLink(null);
  return (
    <PromptFrame id="downloadApp">
    <AppModal open onClose={close} closeLabel={t('common.close')} title={t('download.title', { name: brand.name })} width={420}
      footer={<Button variant="ghost" fullWidth onClick={close} data-testid="download-prompt-later">{t('social.notNow')}</Button>}>
      <div className={css.prompt} data-testid="download-prompt" data-platform={platform}>
        <img src={brand.logo} alt="" width={64} height={64} className={css.logo} />
        <p className={css.promptHeading}>{t('download.heading', { name: brand.name })}</p>
        <ul className={css.points}>
          <li>{t('download.point1')}</li>
          <li>{t('download.point2')}</li>
        </ul>
        <div className={css.buttons}>
        <a className={css.store} href={link} {...(platform === 'android' ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
          data-testid="download-prompt-get"
          onClick={() => {
            download.promptTaken(platform);
            if (platform !== 'android') close();
          }}>
          {platform === 'android' ? t('download.android') : t('download.ios')}
        </a>
        </div>
        {platform === 'android' && (
          <Button variant="ghost" onClick={() => setGuide(true)} data-testid="download-prompt-guide">{t('download.howTo')}</Button>
        )}
      </div>
    </AppModal>
    </PromptFrame>
  );
}
