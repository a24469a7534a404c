/**
 * `/download` (spec §2 page, open to visitors; analytics view "about"; §7 get_website_config
 * appDownloadInfo): the mobile app. The brand's logo and name, what the app adds, a download
 * button per store link the server gives (Android package, App Store), the version and size,
 * and the guide to installing a downloaded Android package. Loading, error and "no links"
 * states.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AppDownloadInfo } from '@vchat/api-client';
import { Button, ErrorState, Skeleton, TopBar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { DownloadGuide } from './DownloadGuide.tsx';
import * as css from './download.css.ts';

export function DownloadPage() {
  const { t } = useTranslation();
  const { download, brand } = useServices();
  const navigate = useNavigate();
  const [info, setInfo] = useState<AppDownloadInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [guide, setGuide] = useState(false);

  useEffect(() => {
    let stop = false;
    setFailed(null);
    download.appLinks().then(
      (links) => !stop && setInfo(links),
      (e: unknown) => !stop && setFailed(describeError(e, t)),
    );
    return () => {
      stop = true;
    };
  }, [download, t, round]);

  const back = () => (window.history.length > 1 ? window.history.back() : void navigate({ to: '/' }));
  return (
    <section className={css.page} aria-labelledby="download-title" data-testid="download">
      <TopBar title={<span id="download-title">{t('download.title', { name: brand.name })}</span>} onBack={back} backLabel={t('common.back')} />
      <div className={css.hero}>
        <img src={brand.logo} alt="" width={88} height={88} className={css.logo} />
        <h1 className={css.heading}>{t('download.heading', { name: brand.name })}</h1>
        <ul className={css.points}>
          <li>{t('download.point1')}</li>
          <li>{t('download.point2')}</li>
          <li>{t('download.point3')}</li>
        </ul>
        {failed ? (
          <ErrorState title={failed} retryLabel={t('common.retry')} onRetry={() => setRound((r) => r + 1)} />
        ) : !info ? (
          <div aria-busy="true" className={css.buttons}><Skeleton height={48} /><Skeleton height={48} /></div>
        ) : !info.androidUrl && !info.iosUrl ? (
          <p className={css.muted}>{t('download.none')}</p>
        ) : (
          <>
            <div className={css.buttons}>
              {info.androidUrl && (
                <a className={css.store} href={info.androidUrl} download data-testid="download-android">{t('download.android')}</a>
              )}
              {info.iosUrl && (
                <a className={css.storeAlt} href={info.iosUrl} target="_blank" rel="noopener noreferrer" data-testid="download-ios">{t('download.ios')}</a>
              )}
            </div>
            {(info.version || info.sizeMb > 0) && (
              <p className={css.muted} data-testid="download-version">
                {[info.version && t('download.version', { version: info.version }), info.sizeMb > 0 && t('download.size', { size: info.sizeMb })].filter(Boolean).join(' · ')}
              </p>
            )}
            {info.androidUrl && <Button variant="ghost" onClick={() => setGuide(true)} data-testid="download-guide-open">{t('download.howTo')}</Button>}
          </>
        )}
      </div>
      {guide && <DownloadGuide onClose={() => setGuide(false)} />}
    </section>
  );
}
