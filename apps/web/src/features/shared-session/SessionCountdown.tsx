import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';
import { formatCountdown } from './sharedSessionRules';
import classes from './SharedSession.module.css';
import { useSecondsLeft } from './useSecondsLeft';

/** Props of {@link SessionCountdown}. */
export interface SessionCountdownProps {
  /** End of this viewer's window (epoch seconds, server clock). */
  expiredTime: number;
  /** The server's clock minus this browser's. */
  offsetMs: number;
  /** Called once the countdown reaches 0. */
  onExpire: () => void;
}

/**
 * 'Time left to view the solution' as HH:MM:SS, checked each second. A timer role is not announced while it
 * ticks (no live region): screen readers read it when asked, and the page says so itself when the time is up.
 */
export function SessionCountdown({ expiredTime, offsetMs, onExpire }: SessionCountdownProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const left = useSecondsLeft(expiredTime, offsetMs);
  const isOver = left <= 0;

  useEffect(() => {
    if (isOver) onExpire();
  }, [isOver, onExpire]);

  return (
    <div className={classes.countdown} data-testid="shared-session-countdown">
      <ClockIcon size={26} />
      <div>
        <span id={labelId} className={classes.countdownLabel}>
          {t('sharedSession.timeLeft')}
        </span>
        <span role="timer" aria-labelledby={labelId} className={classes.countdownValue} data-testid="shared-session-countdown-value">
          {formatCountdown(left)}
        </span>
      </div>
    </div>
  );
}
