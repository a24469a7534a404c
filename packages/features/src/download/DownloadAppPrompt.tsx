/**
 * The download-app overlay (spec §2 overlays "download-app and guide to download"; §7
 * get_website_config appDownloadInfo). On an Android phone or an iPhone, a few seconds
 * ({@link DOWNLOAD_PROMPT_AFTER_MS}) into the goddess wall, it offers the mobile app: the
 * brand's logo, what the app adds, the store button for this platform, the guide to installing
 * the Android package, "Not now". Never over another dialog (it takes its turn among the
 * prompts, common/prompts.tsx); at most once a week on a device (rules in prompt.ts); nothing when the server gives no
 * link for the platform or the web app runs installed.
 */
import { useEffect, useState } from 'react';
import { Button } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { devicePlatform } from '../common/device.ts';
import { PromptFrame, usePromptTurn } from '../common/prompts.tsx';
import { runsInstalled } from '../common/install.ts';
import { readJson, writeJson } from '../common/storage.ts';
import { DownloadGuide } from './DownloadGuide.tsx';
import { DOWNLOAD_PROMPT_AFTER_MS, DOWNLOAD_PROMPT_KEY, downloadLinkFor, downloadPromptDue, DownloadPromptAtSchema } from './prompt.ts';
import * as css from './download.css.ts';

/** Mounted while the goddess wall is the page (shell). */
export function DownloadAppPrompt() {
  const { t } = useTranslation();
  const { api, brand, storage, analytics } = useServices();
  const [link, setLink] = useState<string | null>(null);
  const [guide, setGuide] = useState(false);
  const platform = devicePlatform();
  const myTurn = usePromptTurn('downloadApp', link !== null);

  useEffect(() => {
    const due = downloadPromptDue({
      platform,
      installed: runsInstalled(),
      lastShownAt: readJson(storage, DOWNLOAD_PROMPT_KEY, DownloadPromptAtSchema),
      now: Date.now(),
    });
    if (!due) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    api.getWebsiteConfig().then(
      (c) => {
        const url = downloadLinkFor(platform, c.appDownloadInfo);
        if (stop || !url) return;
        timer = setTimeout(() => setLink(url), Math.max(0, DOWNLOAD_PROMPT_AFTER_MS - (Date.now() - started)));
      },
      (e: unknown) => console.warn('[download] no app links', e), // an offer, not worth an error on screen
    );
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [api, storage, platform]);

  // Counted (once a week) when it reaches the screen, not when it becomes due.
  useEffect(() => {
    if (!myTurn) return;
    writeJson(storage, DOWNLOAD_PROMPT_KEY, Date.now());
    analytics.track('download_prompt_shown', { platform });
  }, [myTurn, storage, analytics, platform]);

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
            analytics.track('download_prompt_get', { platform });
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
