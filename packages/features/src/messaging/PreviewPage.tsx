/**
 * `/preview` (spec §2, a top-level route outside the shell: "chat view"; login required, §6):
 * the thread list and the open thread of the messaging screens as one full page, with the brand
 * and a link into the app instead of the shell's navigation. Threads open at `/preview?tid=`;
 * `?jid=` starts or opens the thread with that peer, as on /message. Phones show the list, then
 * the thread with a back button (the same rule as /message).
 */
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { MessagePage } from './MessagePage.tsx';
import * as css from './preview.css.ts';

export function PreviewPage() {
  const { t } = useTranslation();
  const { brand } = useServices();
  return (
    <div className={css.root} data-testid="preview">
      <header className={css.header}>
        <Link to="/" className={css.logo} aria-label={brand.name}>
          <img src={brand.logo} alt="" width={28} height={28} />
          <span>{brand.name}</span>
        </Link>
        <Link to="/message" className={buttonClass({ variant: 'ghost', size: 'sm' })}>{t('preview.openApp')}</Link>
      </header>
      <main className={css.body}>
        <MessagePage basePath="/preview" />
      </main>
    </div>
  );
}
