import { useAtomValue } from 'jotai';
import { FullScreenOverlay, useBodyScrollLock, AlertIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { maintenanceAtom } from '@vchat/client';

function Overlay() {
  const { t } = useTranslation();
  useBodyScrollLock(true);
  return (
    <FullScreenOverlay title={t('maintenance.title')} text={t('maintenance.text')} icon={<AlertIcon />} />
  );
}

/** Full-screen maintenance overlay with page scrolling locked (spec §2, §4). */
export function MaintenanceOverlay() {
  const on = useAtomValue(maintenanceAtom);
  return on ? <Overlay /> : null;
}
