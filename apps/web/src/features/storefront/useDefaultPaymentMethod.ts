import type { PaymentMethod } from '@photostudy/contracts';
import { useEffect, useState } from 'react';
import { getDefaultPaymentMethod } from '../../lib/api';

/** The default payment method of the Store and where its load stands. */
export interface DefaultPaymentMethod {
  /** The method on file; null while loading, when there is none (40403) or when the load failed. */
  method: PaymentMethod | null;
  status: 'loading' | 'ready' | 'failed';
  /** A method was just added: it is the default now. */
  replace: (method: PaymentMethod) => void;
}

/** Loads `GET /api/payment-methods/default` once; 40403 (no method yet) is not an error (spec 000 section 8). */
export function useDefaultPaymentMethod(): DefaultPaymentMethod {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [status, setStatus] = useState<DefaultPaymentMethod['status']>('loading');

  useEffect(() => {
    const controller = new AbortController();
    getDefaultPaymentMethod(controller.signal).then(
      (found) => {
        setMethod(found);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, []);

  return {
    method,
    status,
    replace: (next) => {
      setMethod(next);
      setStatus('ready');
    },
  };
}
