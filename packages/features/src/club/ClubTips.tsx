/**
 * The silver club tips (spec §2 overlays "silver club page and tips"): how silver coins are
 * earned and spent, how long a silver call lasts (silverInfoConf.silverCallDuration, s) and
 * how many are left today. Shown on the first visit to `/club` and from its "How it works".
 */
import { Button, formatCallDuration } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import * as css from './club.css.ts';

export interface ClubTipsProps {
  open: boolean;
  onClose: () => void;
  /** Length of one silver call, s. */
  silverCallDurationS: number;
  /** Silver calls left today; null while unknown. */
  callsLeft: number | null;
}

export function ClubTips({ open, onClose, silverCallDurationS, callsLeft }: ClubTipsProps) {
  const { t } = useTranslation();
  return (
    <AppModal open={open} onClose={onClose} closeLabel={t('common.close')} title={t('club.tipsTitle')} width={420}
      footer={<Button onClick={onClose} fullWidth>{t('club.tipsOk')}</Button>}>
      <ol className={css.tips} data-testid="club-tips">
        <li>{t('club.tip1')}</li>
        <li>{t('club.tip2', { time: formatCallDuration(silverCallDurationS) })}</li>
        <li>{callsLeft === null ? t('club.tip3') : t('club.tip3Left', { count: callsLeft })}</li>
      </ol>
    </AppModal>
  );
}
