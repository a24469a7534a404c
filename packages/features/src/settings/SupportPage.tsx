/**
 * `/support` "Contact support" (spec §7 get_user_support; issue 20.6), reached from settings:
 * the support contact the server gives, as rows: the email (a mailto link), the help chat
 * (opens the conversation with the help-chat jid) and the FAQ (a new tab), plus the hours.
 * States: loading (three placeholder rows of the same height), error (retry), empty (the
 * server offers no channel). Addresses and hours stay left-to-right inside Arabic text (isolated).
 * Reads `supportAtom`; loads with the client's `support.load()`.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ChatIcon, EmptyState, ErrorState, GlobeIcon, Skeleton, TopBar, SendIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { supportAtom } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { rowList } from '../common/LinkRow.tsx';
import * as css from './settings.css.ts';
import * as s from './support.css.ts';

export function SupportPage() {
  const { t } = useTranslation();
  const { support } = useServices();
  const navigate = useNavigate();
  const state = useAtomValue(supportAtom);
  useEffect(() => {
    void support.load();
  }, [support]);

  const contact = state.status === 'ready' || state.status === 'loading' ? state.contact : null;
  let body;
  if (state.status === 'error') {
    body = <ErrorState title={t('support.errorTitle')} text={t('support.errorText')} retryLabel={t('common.retry')} onRetry={() => void support.load()} />;
  } else if (!contact) {
    body = (
      <div className={`${rowList} ${s.skeletons}`} aria-busy="true" aria-label={t('support.loading')} data-testid="support-loading">
        {[0, 1, 2].map((i) => <Skeleton key={i} height={56} radius={0} />)}
      </div>
    );
  } else if (state.status === 'ready' && state.empty) {
    body = <EmptyState icon={<ChatIcon size={32} />} title={t('support.emptyTitle')} text={t('support.emptyText')} />;
  } else {
    body = (
      <>
        <div className={rowList} data-testid="support-contacts">
          {contact.helpChatJid && (
            <button
              type="button"
              className={s.contactRow}
              data-testid="support-chat"
              onClick={() => void navigate({ to: '/message', search: { jid: contact.helpChatJid, name: t('support.chatName') } })}
            >
              <span className={s.icon} aria-hidden><ChatIcon size={20} /></span>
              <span className={s.contactText}>
                <span>{t('support.chat')}</span>
                <span className={s.contactValue}><bdi dir="ltr">{contact.helpChatJid}</bdi></span>
              </span>
            </button>
          )}
          {contact.email && (
            <a className={s.contactRow} href={`mailto:${contact.email}`} data-testid="support-email">
              <span className={s.icon} aria-hidden><SendIcon size={20} /></span>
              <span className={s.contactText}>
                <span>{t('support.email')}</span>
                <span className={s.contactValue}><bdi dir="ltr">{contact.email}</bdi></span>
              </span>
            </a>
          )}
          {contact.faqUrl && (
            <a className={s.contactRow} href={contact.faqUrl} target="_blank" rel="noopener noreferrer" data-testid="support-faq">
              <span className={s.icon} aria-hidden><GlobeIcon size={20} /></span>
              <span className={s.contactText}>
                <span>{t('support.faq')}</span>
                <span className={s.contactValue}>{t('support.faqHint')}</span>
              </span>
            </a>
          )}
        </div>
        {contact.hours && <p className={s.hours} data-testid="support-hours">{t('support.hours', { hours: `\u2066${contact.hours}\u2069` })}</p>}
      </>
    );
  }
  return (
    <section className={css.page} aria-labelledby="support-title" aria-busy={state.status === 'loading'} data-testid="support">
      <TopBar title={<span id="support-title">{t('support.title')}</span>} onBack={() => void navigate({ to: '/settings' })} backLabel={t('common.back')} />
      <p className={s.hours}>{t('support.intro')}</p>
      {body}
    </section>
  );
}
