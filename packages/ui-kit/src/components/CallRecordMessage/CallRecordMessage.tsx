import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Button } from '../Button/Button.tsx';
import { MissedCallIcon, PhoneIcon, VideoCameraIcon } from '../Icon/Icon.tsx';
import * as styles from './CallRecordMessage.css.ts';

/** Props of {@link CallRecordMessage}. */
export interface CallRecordMessageProps {
  /** `out` = I called (end side, brand tint), `in` = the peer called (start side, light). */
  direction: 'in' | 'out';
  /** Main line, e.g. "Video call" or "Missed call". */
  title: string;
  /** Second line already formatted by the app, e.g. "03:12" (duration) or "No answer". */
  detail?: ReactNode;
  /** Missed / declined / cancelled call: red missed-call icon. */
  missed?: boolean;
  /** Replaces the default icon (phone, or missed-call when `missed`). */
  icon?: ReactNode;
  /** Shows a "call back" button when given together with `callBackLabel`. */
  onCallBack?: () => void;
  /** Text of the call-back button, e.g. "Call back". */
  callBackLabel?: string;
  className?: string;
}

/**
 * A call record inside the chat (spec §3 call attachment / v_hub_call): round icon, title
 * and detail (duration or reason), plus an optional "Call back" button. Missed calls use the
 * danger colour. Min height 64 px, max width 280 px.
 */
export function CallRecordMessage({
  direction,
  title,
  detail,
  missed = false,
  icon,
  onCallBack,
  callBackLabel,
  className,
}: CallRecordMessageProps) {
  return (
    <div className={cx(styles.root, className)} data-direction={direction} data-missed={missed || undefined}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden>
          {icon ?? (missed ? <MissedCallIcon size={20} /> : <PhoneIcon size={20} />)}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
        </span>
      </div>
      {onCallBack && callBackLabel ? (
        <Button size="sm" variant="secondary" fullWidth onClick={onCallBack} startIcon={<VideoCameraIcon size={16} />}>
          {callBackLabel}
        </Button>
      ) : null}
    </div>
  );
}
