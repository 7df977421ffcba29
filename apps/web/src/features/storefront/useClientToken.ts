import { useEffect, useState } from 'react';
import { getPaymentClientToken } from '../../lib/api';

/** The payment gateway's client token (`GET /api/payments/braintree`): the token, or whether its load failed. */
export function useClientToken(): { clientToken: string | null; hasFailed: boolean } {
  const [clientToken, setClientToken] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getPaymentClientToken(controller.signal).then(setClientToken, () => {
      if (!controller.signal.aborted) setHasFailed(true);
    });
    return () => controller.abort();
  }, []);

  return { clientToken, hasFailed };
}
