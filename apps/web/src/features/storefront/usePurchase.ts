import type { StorePackage } from '@photostudy/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { buyPackageOnce, newIdempotencyKey } from './purchaseRequest';
import { classifyPurchaseFailure } from './storeErrors';
import type { PurchaseFailure } from './storefrontFlow';

/** What the purchase tells the Store as it goes. */
export interface PurchaseCallbacks {
  onStarted: (pkg: StorePackage) => void;
  /** Called after the status bundle was refetched, so the balance button already shows the new balance. */
  onSucceeded: (hasSubscription: boolean) => void;
  onFailed: (failure: PurchaseFailure, pkg: StorePackage) => void;
  /** The server has no method on file (40403): the entry follows. */
  onMethodMissing: (pkg: StorePackage) => void;
}

/**
 * The purchase of one package per click: a fresh Idempotency-Key per click, one purchase at a time (a double click
 * or a second click while one runs is ignored), then the status bundle is refetched.
 */
export function usePurchase(callbacks: PurchaseCallbacks): (pkg: StorePackage) => void {
  const dispatch = useAppDispatch();
  const isBuyingRef = useRef(false);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  return useCallback(
    (pkg: StorePackage) => {
      // The ref, not state: a second click in the same tick must already see the first one.
      if (isBuyingRef.current) return;
      isBuyingRef.current = true;
      const idempotencyKey = newIdempotencyKey();
      latest.current.onStarted(pkg);
      void (async () => {
        try {
          await buyPackageOnce(pkg.productId, idempotencyKey);
        } catch (error) {
          isBuyingRef.current = false;
          const failure = classifyPurchaseFailure(error);
          if (failure === 'noMethod') latest.current.onMethodMissing(pkg);
          else latest.current.onFailed(failure, pkg);
          return;
        }
        const refreshed = await dispatch(fetchUserStatus());
        isBuyingRef.current = false;
        const hasSubscription = fetchUserStatus.fulfilled.match(refreshed) && refreshed.payload.subscription !== null;
        latest.current.onSucceeded(hasSubscription);
      })();
    },
    [dispatch],
  );
}
