/**
 * /onlinevideochat and the default child of / (spec §2): the landing for anonymous
 * visitors, in the brand's variant (`brand.routes.landing`: hero, split or plain).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, VideoCameraIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { mainUserAtom } from '@vchat/client';
import * as css from './landing.css.ts';
import { avatarOfUid } from '../common/people.ts';
import { openPolicyWindow, POLICY_PAGES } from '../common/policy.ts';
import { landingRoute } from './landingTap.ts';
import { preloadSignIn } from '../router/screens.ts';

/** Opens a policy page in a new 600x400 window (spec §2). */

const FACE_UIDS = ['100001', '100014', '100027', '100040'];

export function LandingPopup() {
  const { t } = useTranslation();
  const { brand } = useServices();
  const navigate = useNavigate();
  const user = useAtomValue(mainUserAtom);
  const variant = brand.routes.landing;
  const start = () => void navigate({ to: landingRoute('start', user !== null) });
  // The sign-in sheet's code is asked for at the press, not at the click that follows it (a
  // touch's click comes 50-150 ms later).
  const pressed = user ? undefined : () => void preloadSignIn();

  const heading = (
    <>
      <div className={css.brandRow}>
        <img className={css.brandLogo} src={brand.logo} alt="" width={48} height={48} />
        <span className={css.brandName}>{brand.name}</span>
      </div>
      <h1 className={css.title}>{t('landing.title')}</h1>
      <p className={css.subtitle}>{t('landing.subtitle')}</p>
      <div className={css.actions}>
        <Button size="lg" variant={variant === 'plain' ? 'primary' : 'secondary'} startIcon={<VideoCameraIcon />} onPointerDown={pressed} onClick={start}>
          {t('landing.cta')}
        </Button>
        {!user && (
          <Button size="lg" variant="ghost" onPointerDown={pressed} onClick={() => void navigate({ to: landingRoute('signIn', user !== null) })}>
            {t('landing.signIn')}
          </Button>
        )}
      </div>
    </>
  );

  const faces = (
    <div className={css.faces} aria-hidden="true">
      {FACE_UIDS.map((uid) => (
        <img key={uid} className={css.face} src={avatarOfUid(uid) ?? undefined} alt="" width={64} height={64} />
      ))}
    </div>
  );

  const features = (
    <section className={css.features} aria-label={brand.name}>
      {([1, 2, 3] as const).map((n) => (
        <article key={n} className={css.featureCard}>
          <h2 className={css.featureTitle}>{t(`landing.feature${n}Title`)}</h2>
          <p className={css.featureText}>{t(`landing.feature${n}Text`)}</p>
        </article>
      ))}
    </section>
  );

  const footer = (
    <footer className={css.footer}>
      <button type="button" className={css.footerLink} onClick={() => openPolicyWindow(POLICY_PAGES.terms)}>{t('landing.terms')}</button>
      <button type="button" className={css.footerLink} onClick={() => openPolicyWindow(POLICY_PAGES.privacy)}>{t('landing.privacy')}</button>
      <button type="button" className={css.footerLink} onClick={() => openPolicyWindow(POLICY_PAGES.cookies)}>{t('landing.cookies')}</button>
      <Link to="/download" className={css.footerLink}>{t('download.row')}</Link>
    </footer>
  );

  return (
    <div className={css.root} data-testid="landing" data-variant={variant}>
      <div className={css.layout[variant]}>
        {variant === 'hero' && (
          <>
            <div className={css.heroPanel}>{heading}{faces}</div>
            {features}
            {footer}
          </>
        )}
        {variant === 'split' && (
          <>
            <div className={css.splitText}>
              {heading}
              {features}
              {footer}
            </div>
            <div className={css.splitVisual}>{faces}</div>
          </>
        )}
        {variant === 'plain' && (
          <>
            <div className={css.plainHeader}>{heading}</div>
            {features}
            {footer}
          </>
        )}
      </div>
    </div>
  );
}
