import type { StorePackage } from '@photostudy/contracts';

/** The three views of the Store (spec 000 section 2). */
export type StoreView = 'packages' | 'subscription' | 'paymentMethod';

/** How a purchase failed, as the spec's catalogue shows it (section 8). */
export type PurchaseFailure = 'notSupported' | 'invalidMethod' | 'transactionFailed' | 'purchaseError';

/** The one dialog of the purchase flow shown at a time. */
export type StoreDialog =
  | { kind: 'confirm'; pkg: StorePackage }
  | { kind: 'processing'; pkg: StorePackage }
  | { kind: 'success' }
  | { kind: 'failure'; failure: PurchaseFailure; pkg: StorePackage };

/** Where the Store stands: the view, the package waiting for a payment method, and the open dialog. */
export interface StoreFlowState {
  view: StoreView;
  /** The view that Back from the payment-method entry returns to. */
  returnView: Exclude<StoreView, 'paymentMethod'>;
  /** Chosen while no method was on file: bought as soon as one is added. */
  pendingPackage: StorePackage | null;
  dialog: StoreDialog | null;
}

/** What happens in the Store. */
export type StoreFlowEvent =
  /** A package needs a payment method first, or 'Choose a new method' after 40400/40401. */
  | { type: 'methodNeeded'; pkg: StorePackage }
  /** 'Click to change' on the default method. */
  | { type: 'methodChangeRequested' }
  /** The entry saved a method, or Back was pressed: return to the view it came from. */
  | { type: 'entryLeft' }
  | { type: 'confirmAsked'; pkg: StorePackage }
  | { type: 'purchaseStarted'; pkg: StorePackage }
  /** The purchase went through and the status bundle was refetched. */
  | { type: 'purchaseSucceeded'; hasSubscription: boolean }
  | { type: 'purchaseFailed'; failure: PurchaseFailure; pkg: StorePackage }
  | { type: 'dialogClosed' }
  | { type: 'viewShown'; view: Exclude<StoreView, 'paymentMethod'> };

/** Spec 000 section 4: the subscription view when a subscription exists, else the packages. */
export function initialStoreFlow(hasSubscription: boolean): StoreFlowState {
  const view = hasSubscription ? 'subscription' : 'packages';
  return { view, returnView: view, pendingPackage: null, dialog: null };
}

/** What choosing a package leads to: payment-method entry without a method, else the confirmation when asked for, else the purchase. */
export function nextStepForPackage(pkg: StorePackage, hasMethod: boolean): 'addMethod' | 'confirm' | 'purchase' {
  if (!hasMethod) return 'addMethod';
  return pkg.confirmationRequired ? 'confirm' : 'purchase';
}

function enterPaymentMethod(state: StoreFlowState, pendingPackage: StorePackage | null): StoreFlowState {
  const returnView = state.view === 'paymentMethod' ? state.returnView : state.view;
  return { view: 'paymentMethod', returnView, pendingPackage, dialog: null };
}

/** The Store's transitions; side effects (requests) stay in the components and hooks. */
export function storeFlowReducer(state: StoreFlowState, event: StoreFlowEvent): StoreFlowState {
  switch (event.type) {
    case 'methodNeeded':
      return enterPaymentMethod(state, event.pkg);
    case 'methodChangeRequested':
      return enterPaymentMethod(state, null);
    case 'entryLeft':
      return { ...state, view: state.returnView, pendingPackage: null };
    case 'confirmAsked':
      return { ...state, dialog: { kind: 'confirm', pkg: event.pkg } };
    case 'purchaseStarted':
      return { ...state, dialog: { kind: 'processing', pkg: event.pkg } };
    case 'purchaseSucceeded': {
      // After a purchase the view switches to the subscription when one exists now (spec 000 section 4).
      const view = event.hasSubscription ? 'subscription' : state.view === 'paymentMethod' ? state.returnView : state.view;
      return { view, returnView: view, pendingPackage: null, dialog: { kind: 'success' } };
    }
    case 'purchaseFailed':
      return { ...state, dialog: { kind: 'failure', failure: event.failure, pkg: event.pkg } };
    case 'dialogClosed':
      return { ...state, dialog: null };
    case 'viewShown':
      return { ...state, view: event.view, returnView: event.view, pendingPackage: null };
  }
}
