import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState, buttonClass } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import * as css from './notFound.css.ts';

/**
 * The page for any URL the route tree does not know, and for routes a brand does not have
 * (spec §2: `/messageSetup` in two brands). Brand logo, a translated title and text, and a
 * link to `/` (which goes on to /match when signed in, spec §2). It renders no `<Outlet />`:
 * that made an unknown URL render itself forever and froze the tab. Focus moves to the
 * title so screen readers announce it.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { brand } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={css.root} data-testid="not-found">
      <header className={css.header}>
        <Link to="/" className={css.logo} aria-label={brand.name}>
          <img src={brand.logo} alt="" className={css.logoImg} width={36} height={36} />
          <span>{brand.name}</span>
        </Link>
      </header>
      <main className={css.main}>
        <EmptyState
          headingLevel="h1"
          headingRef={heading}
          icon={<span className={css.code} aria-hidden>404</span>}
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={<Link to="/" className={buttonClass({ variant: 'primary' })}>{t('notFound.home')}</Link>}
        />
      </main>
    </div>
  );
}
