import type { Subscription } from '@photostudy/contracts';
import { useState } from 'react';
import { setAutoPayment } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';

/** The two switches of the subscription view, named as `POST /api/payments/auto` names them. */
export type AutoPaymentKind = 'renew' | 'pay';

/** State and actions of the auto-renew and auto-pay switches. */
export interface AutoPaymentSwitches {
  /** What the switch shows: the value being sent while a request runs, else the server's. */
  valueOf: (kind: AutoPaymentKind) => boolean;
  isSending: (kind: AutoPaymentKind) => boolean;
  /** The student flipped a switch: on is sent at once, off waits for the confirmation. */
  toggle: (kind: AutoPaymentKind, isEnabled: boolean) => void;
  /** The switch whose turning off waits for the confirmation modal. */
  offToConfirm: AutoPaymentKind | null;
  confirmOff: () => void;
  cancelOff: () => void;
  hasFailed: boolean;
  dismissFailure: () => void;
}

/** Spec 000 section 4: disabling auto-pay or auto-renew requires a confirmation modal; enabling is immediate. */
export function useAutoPaymentSwitches(subscription: Subscription): AutoPaymentSwitches {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState<Partial<Record<AutoPaymentKind, boolean>>>({});
  const [offToConfirm, setOffToConfirm] = useState<AutoPaymentKind | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const serverValue: Record<AutoPaymentKind, boolean> = { renew: subscription.autoRenew.enabled, pay: subscription.autoPay.enabled };

  const send = async (kind: AutoPaymentKind, isEnabled: boolean) => {
    setSending((current) => ({ ...current, [kind]: isEnabled }));
    try {
      await setAutoPayment(kind, isEnabled);
      // The status bundle is the source of truth for the subscription; the switch follows it.
      await dispatch(fetchUserStatus());
    } catch {
      setHasFailed(true);
    } finally {
      setSending((current) => {
        const next = { ...current };
        delete next[kind];
        return next;
      });
    }
  };

  return {
    valueOf: (kind) => sending[kind] ?? serverValue[kind],
    isSending: (kind) => kind in sending,
    toggle: (kind, isEnabled) => {
      if (kind in sending) return;
      if (isEnabled) void send(kind, true);
      else setOffToConfirm(kind);
    },
    offToConfirm,
    confirmOff: () => {
      const kind = offToConfirm;
      setOffToConfirm(null);
      if (kind) void send(kind, false);
    },
    cancelOff: () => setOffToConfirm(null),
    hasFailed,
    dismissFailure: () => setHasFailed(false),
  };
}
