import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Modal } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { mainUserAtom } from '@vchat/client';

/**
 * Frame of a popup route (spec §2): a modal over the background page. Closing goes back to
 * the background: the goddess wall for a signed-in user, the landing otherwise.
 */
export function PopupFrame({ title, description, children, width, onClose }: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
  onClose?: () => void;
}) {
  const navigate = useNavigate();
  const user = useAtomValue(mainUserAtom);
  const { t } = useTranslation();
  const close = onClose ?? (() => void navigate({ to: user ? '/goddess' : '/onlinevideochat' }));
  return (
    <Modal open onClose={close} title={title} description={description} closeLabel={t('common.close')} width={width ?? 440}>
      {children}
    </Modal>
  );
}
