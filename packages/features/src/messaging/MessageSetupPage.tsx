/**
 * /messageSetup (spec §2: one brand only, `brand.routes.messageSetup`): message settings —
 * translation offer (show_translate), message banners, and links to deletion and call history.
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { BellIcon, ClockIcon, ListRow, SettingsRow, Switch, TopBar, TranslateIcon, TrashIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { showTranslateAtom } from '@vchat/client';
import { noticesEnabledAtom } from '@vchat/client';
import * as css from './pages.css.ts';

export function MessageSetupPage() {
  const { t } = useTranslation();
  const { messaging } = useServices();
  const navigate = useNavigate();
  const showTranslate = useAtomValue(showTranslateAtom);
  const notices = useAtomValue(noticesEnabledAtom);
  return (
    <section className={css.page} aria-labelledby="setup-title" data-testid="messagesetup">
      <TopBar title={<span id="setup-title">{t('messageSetup.title')}</span>} onBack={() => void navigate({ to: '/message' })} backLabel={t('common.back')} />
      <div className={css.section}>
        <SettingsRow
          icon={<TranslateIcon />}
          title={t('messageSetup.showTranslate')}
          description={t('messageSetup.showTranslateText')}
          control={<Switch checked={showTranslate} onChange={(on) => messaging.setShowTranslate(on)} label={t('messageSetup.showTranslate')} hideLabel />}
        />
        <SettingsRow
          icon={<BellIcon />}
          title={t('messageSetup.notices')}
          description={t('messageSetup.noticesText')}
          control={<Switch checked={notices} onChange={(on) => messaging.setNotices(on)} label={t('messageSetup.notices')} hideLabel />}
        />
      </div>
      <div className={css.section}>
        <ListRow icon={<TrashIcon />} title={t('messageSetup.deleteMessages')} onClick={() => void navigate({ to: '/deletemessagesettings' })} />
        <ListRow icon={<ClockIcon />} title={t('messageSetup.callHistory')} onClick={() => void navigate({ to: '/callrecord' })} />
      </div>
    </section>
  );
}
