/**
 * The cookie consent notice (spec §1, §2 overlays): a bar at the bottom until the visitor
 * answers; "Accept" lets analytics send, "Decline" stops it (spec §4 tracking states). The
 * answer is kept on the device. Links open the privacy policy, terms and cookies policy in a
 * 600×400 window. Not shown while a call is on screen (the call popup, or the full-page call
 * screen): on a desktop it covered the call's controls, hang-up included.
 */
import { useState } from 'react';
import { useReserveEdge } from '../common/reserveEdge.ts';
import { useAtomValue } from 'jotai';
import { useRouterState } from '@tanstack/react-router';
import { Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { openPolicyWindow, POLICY_PAGES } from '../common/policy.ts';
import { consentAtom, hasCallAtom } from '@vchat/client';
import * as css from './consent.css.ts';

export function CookieConsent() {
  const { t } = useTranslation();
  const { consent } = useServices();
  const answer = useAtomValue(consentAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const inCall = useAtomValue(hasCallAtom);
  const shown = answer === null && !inCall && !pathname.startsWith('/call/');
  const [el, setEl] = useState<HTMLElement | null>(null);
  // The notice keeps the bottom of the screen to itself: it never covers a button (issue 17.3).
  useReserveEdge(shown ? el : null, 'bottom');
  if (!shown) return null;
  return (
    <section ref={setEl} className={css.bar} role="region" aria-label={t('consent.label')} data-testid="cookie-consent">
      <p className={css.text}>
        {t('consent.text')}{' '}
        <button type="button" className={css.link} onClick={() => openPolicyWindow(POLICY_PAGES.privacy)}>{t('landing.privacy')}</button>
        {' · '}
        <button type="button" className={css.link} onClick={() => openPolicyWindow(POLICY_PAGES.terms)}>{t('landing.terms')}</button>
        {' · '}
        <button type="button" className={css.link} onClick={() => openPolicyWindow(POLICY_PAGES.cookies)}>{t('landing.cookies')}</button>
      </p>
      <div className={css.actions}>
        <Button variant="ghost" size="sm" onClick={() => consent.answer('declined')}>{t('consent.decline')}</Button>
        <Button size="sm" onClick={() => consent.answer('accepted')}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
