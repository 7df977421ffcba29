import type { PaymentMethod, Storefront, StorePackage, Subscription } from '@photostudy/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { OrderNumberClaim } from './OrderNumberClaim';
import { PackagesView } from './PackagesView';
import { PaymentMethodEntry } from './PaymentMethodEntry';
import { PurchaseDialogs } from './PurchaseDialogs';
import { initialStoreFlow, nextStepForPackage, storeFlowReducer } from './storefrontFlow';
import { SubscriptionView } from './SubscriptionView';
import { useDefaultPaymentMethod } from './useDefaultPaymentMethod';
import { usePurchase } from './usePurchase';

/** Props of {@link StoreFlow}. */
export interface StoreFlowProps {
  storefront: Storefront;
  subscription: Subscription | null;
  titleOrder: 2 | 3;
  /** 'Thank you' was acknowledged (the modal closes the Store so the student can ask at once). */
  onPurchaseDone?: () => void;
}

/**
 * The Store's three views and its purchase flow (spec 000 section 4): subscription view if a subscription exists, else
 * packages; a package without a default method goes to payment-method entry and is bought once a method is added; with
 * one it goes to the confirmation when asked for, then the purchase.
 */
export function StoreFlow({ storefront, subscription, titleOrder, onPurchaseDone }: StoreFlowProps) {
  const [state, send] = useReducer(storeFlowReducer, subscription !== null, initialStoreFlow);
  const payment = useDefaultPaymentMethod();
  const purchase = usePurchase({
    onStarted: (pkg) => send({ type: 'purchaseStarted', pkg }),
    onSucceeded: (hasSubscription) => send({ type: 'purchaseSucceeded', hasSubscription }),
    onFailed: (failure, pkg) => send({ type: 'purchaseFailed', failure, pkg }),
    onMethodMissing: (pkg) => send({ type: 'methodNeeded', pkg }),
  });

  const choose = (pkg: StorePackage, hasMethod = payment.method !== null) => {
    const step = nextStepForPackage(pkg, hasMethod);
    if (step === 'addMethod') send({ type: 'methodNeeded', pkg });
    else if (step === 'confirm') send({ type: 'confirmAsked', pkg });
    else purchase(pkg);
  };

  const onMethodAdded = (method: PaymentMethod) => {
    payment.replace(method);
    const pending = state.pendingPackage;
    send({ type: 'entryLeft' });
    // The package chosen before the method existed is bought now: confirmation first when it asks for one.
    if (pending) choose(pending, true);
  };

  // A subscription that ended while its view was open leaves the packages.
  const view = state.view === 'subscription' && !subscription ? 'packages' : state.view;

  // Keyboard and screen-reader users land on the new view's title when the view changes (not on the first render).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    titleRef.current?.focus();
  }, [view]);

  const isBusy = state.dialog?.kind === 'processing';
  return (
    <>
      {view === 'paymentMethod' ? (
        <PaymentMethodEntry
          pendingPackage={state.pendingPackage}
          onAdded={onMethodAdded}
          onBack={() => send({ type: 'entryLeft' })}
          titleOrder={titleOrder}
          titleRef={titleRef}
        />
      ) : view === 'subscription' && subscription ? (
        <SubscriptionView
          subscription={subscription}
          payment={payment}
          onChangeMethod={() => send({ type: 'methodChangeRequested' })}
          onShowPackages={() => send({ type: 'viewShown', view: 'packages' })}
          titleOrder={titleOrder}
          titleRef={titleRef}
        />
      ) : (
        <PackagesView
          storefront={storefront}
          payment={payment}
          onChoose={(pkg) => choose(pkg)}
          onChangeMethod={() => send({ type: 'methodChangeRequested' })}
          onShowSubscription={subscription ? () => send({ type: 'viewShown', view: 'subscription' }) : undefined}
          isBusy={isBusy}
          titleOrder={titleOrder}
          titleRef={titleRef}
        />
      )}
      {view === 'paymentMethod' ? null : <OrderNumberClaim />}
      <PurchaseDialogs
        dialog={state.dialog}
        method={payment.method}
        onBuy={(pkg) => purchase(pkg)}
        onChooseMethod={(pkg) => send({ type: 'methodNeeded', pkg })}
        onClose={() => send({ type: 'dialogClosed' })}
        onDone={() => {
          send({ type: 'dialogClosed' });
          onPurchaseDone?.();
        }}
      />
    </>
  );
}
