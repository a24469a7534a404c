/**
 * `/settings` (spec §2 page, §3 user settings flags): privacy (lastSeen, readReceipt,
 * joiningGroups, privateMessages), appearance (darkMode and borderedTheme, which switch the
 * colour scheme at once), notifications (allowNotifications, keepNotifications), the language
 * (→ /languagesettings), the blocked hosts with Unblock (issue 20.16), the payment history, contact support (→ /support) and sign-out (asked to confirm). Each switch is
 * saved on this device when flipped.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, SettingsRow, Switch, TopBar } from '@vchat/ui-kit';
import { SignOutDialog } from '../session/SignOutDialog.tsx';
import { LANGUAGES, useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { LinkRow, rowList } from '../common/LinkRow.tsx';
import { settingsAtom, type SettingKey } from '@vchat/client';
import * as css from './settings.css.ts';
import { BlockedHostsSection } from '../safety/BlockedHostsSection.tsx';
import { permissionAtom } from '@vchat/client';

const SECTIONS: { id: 'privacy' | 'appearance' | 'notifications'; keys: SettingKey[] }[] = [
  { id: 'privacy', keys: ['lastSeen', 'readReceipt', 'joiningGroups', 'privateMessages'] },
  { id: 'appearance', keys: ['darkMode', 'borderedTheme'] },
  { id: 'notifications', keys: ['allowNotifications', 'keepNotifications'] },
];

export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { settings, notifications } = useServices();
  const permission = useAtomValue(permissionAtom);
  const navigate = useNavigate();
  const flags = useAtomValue(settingsAtom);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const language = LANGUAGES.find((l) => l.code === i18n.language)?.nativeName ?? i18n.language;


  return (
    <section className={css.page} aria-labelledby="settings-title" data-testid="settings">
      <TopBar title={<span id="settings-title">{t('settings.title')}</span>} onBack={() => void navigate({ to: '/personalhome' })} backLabel={t('common.back')} />
      {SECTIONS.map((s) => (
        <div key={s.id} className={css.section}>
          <h2 className={css.heading}>{t(`settings.${s.id}` as const)}</h2>
          <div className={rowList}>
            {s.keys.map((k) => (
              <SettingsRow
                key={k}
                title={t(`settings.${k}` as const)}
                description={t(`settings.${k}Text` as const)}
                control={<Switch checked={flags[k]} onChange={(on) => settings.set(k, on)} label={t(`settings.${k}` as const)} hideLabel />}
              />
            ))}
          </div>
        </div>
      ))}
      <div className={css.section}>
        <h2 className={css.heading}>{t('notify.browserTitle')}</h2>
        <div className={rowList}>
          <SettingsRow
            title={t('notify.browser')}
            description={t(`notify.state.${permission}` as const)}
            control={permission === 'default'
              ? <Button size="sm" onClick={() => void notifications.request()} data-testid="notify-allow">{t('notify.turnOn')}</Button>
              : <span data-testid="notify-state" data-state={permission}>{t(`notify.short.${permission}` as const)}</span>}
          />
        </div>
      </div>
      <BlockedHostsSection headingClass={css.heading} sectionClass={css.section} />
      <div className={css.section}>
        <h2 className={css.heading}>{t('settings.general')}</h2>
        <div className={rowList}>
          <LinkRow label={t('common.language')} value={language} onClick={() => void navigate({ to: '/languagesettings' })} testId="language-row" />
          <LinkRow label={t('history.title')} onClick={() => void navigate({ to: '/paymenthistory' })} />
          <LinkRow label={t('support.title')} onClick={() => void navigate({ to: '/support' })} testId="support-row" />
          <LinkRow label={t('nav.logout')} onClick={() => setConfirmLogout(true)} danger testId="logout-row" />
        </div>
      </div>
      <SignOutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </section>
  );
}
