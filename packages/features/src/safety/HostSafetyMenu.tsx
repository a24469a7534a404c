/**
 * The host safety menu (issue 20.16): a "More" button that opens Block / Unblock and Report
 * for one host. Used on her profile (/anchorprofile), in the thread header and on the call
 * screen. Blocking asks to confirm; the server then refuses her messages and calls and the
 * client drops her from the wall, match and notices (client `safety.block`).
 */
import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Icon, IconButton, type IconProps } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { blockedJidsAtom } from '@vchat/client';
import { AppConfirmDialog, AppModal } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';
import { ReportDialog } from './ReportDialog.tsx';
import * as css from './safety.css.ts';

/** Three dots ("more actions"). */
export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="5" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="19" r="1.5" fill="currentColor" />
    </Icon>
  );
}

/** A flag (report). */
export function FlagIcon(props: IconProps) {
  return <Icon {...props}><path d="M5 21V4m0 0h11l-2 4 2 4H5" /></Icon>;
}

/** A circle with a bar (block). */
export function BlockIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M5.6 5.6l12.8 12.8" /></Icon>;
}

export interface HostSafetyMenuProps {
  /** The host: bare jid and the name shown. */
  host: { jid: string; nickName: string };
  /** Her newest message in this thread, offered to include in a report (thread header only). */
  lastMessage?: { mid: string; text: string } | null;
  /** After a block went through (e.g. leave the thread, hang up). */
  onBlocked?: () => void;
  /** Trigger look: `ghost` on pages, `overlay` over video. */
  variant?: 'ghost' | 'overlay';
}

/** See the module docstring. */
export function HostSafetyMenu({ host, lastMessage, onBlocked, variant = 'ghost' }: HostSafetyMenuProps) {
  const { t } = useTranslation();
  const { safety } = useServices();
  const store = useStore();
  const blocked = useAtomValue(blockedJidsAtom).has(host.jid.toLowerCase());
  const [open, setOpen] = useState<null | 'menu' | 'block' | 'report'>(null);
  const [busy, setBusy] = useState(false);
  const name = host.nickName || t('social.profile');

  const block = async () => {
    setBusy(true);
    try {
      await safety.block(host.jid);
      setOpen(null);
      showToast(store, t('safety.blocked', { name }), 'success');
      onBlocked?.();
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  const unblock = async () => {
    setBusy(true);
    try {
      await safety.unblock(host.jid);
      setOpen(null);
      showToast(store, t('safety.unblocked', { name }), 'success');
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IconButton aria-label={t('safety.more')} icon={<MoreIcon />} variant={variant} onClick={() => setOpen('menu')} data-testid="safety-menu" aria-haspopup="dialog" />
      <AppModal open={open === 'menu'} onClose={() => setOpen(null)} closeLabel={t('common.close')} title={<bdi>{name}</bdi>} width={380}>
        <div className={css.menu} data-testid="safety-menu-sheet">
          {blocked ? (
            <button type="button" className={css.menuItem} disabled={busy} onClick={() => void unblock()} data-testid="safety-unblock">
              <BlockIcon size={20} /> {t('safety.unblock')}
            </button>
          ) : (
            <button type="button" className={css.menuItem} data-danger="true" onClick={() => setOpen('block')} data-testid="safety-block">
              <BlockIcon size={20} /> {t('safety.block')}
            </button>
          )}
          <button type="button" className={css.menuItem} data-danger="true" onClick={() => setOpen('report')} data-testid="safety-report">
            <FlagIcon size={20} /> {t('safety.report')}
          </button>
        </div>
      </AppModal>
      <AppConfirmDialog
        open={open === 'block'}
        title={t('safety.blockTitle', { name })}
        text={t('safety.blockText')}
        confirmLabel={t('safety.block')}
        cancelLabel={t('common.cancel')}
        danger
        confirming={busy}
        onConfirm={() => void block()}
        onCancel={() => setOpen(null)}
      />
      <ReportDialog open={open === 'report'} host={{ jid: host.jid, nickName: name }} lastMessage={lastMessage ?? null} onClose={() => setOpen(null)} />
    </>
  );
}
