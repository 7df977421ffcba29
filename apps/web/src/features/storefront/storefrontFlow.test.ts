import type { StorePackage } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { initialStoreFlow, nextStepForPackage, storeFlowReducer, type StoreFlowEvent, type StoreFlowState } from './storefrontFlow';

const PACK: StorePackage = {
  productId: 'pack_5',
  description: '5 sessions',
  subdescription: '',
  price: '$24.99',
  confirmationRequired: false,
  plan: null,
};
const CONFIRMED: StorePackage = { ...PACK, productId: 'pack_20', confirmationRequired: true };

function run(state: StoreFlowState, ...events: StoreFlowEvent[]): StoreFlowState {
  return events.reduce(storeFlowReducer, state);
}

describe('store flow', () => {
  it('starts on the subscription view when a subscription exists, else on the packages', () => {
    expect(initialStoreFlow(true).view).toBe('subscription');
    expect(initialStoreFlow(false)).toEqual({ view: 'packages', returnView: 'packages', pendingPackage: null, dialog: null });
  });

  it('sends a package to entry without a method, to confirmation when asked, else to purchase', () => {
    expect(nextStepForPackage(CONFIRMED, false)).toBe('addMethod');
    expect(nextStepForPackage(CONFIRMED, true)).toBe('confirm');
    expect(nextStepForPackage(PACK, true)).toBe('purchase');
  });

  it('keeps the package that waits for a method and returns to the view it came from', () => {
    const entered = run(initialStoreFlow(true), { type: 'methodNeeded', pkg: PACK });
    expect(entered).toMatchObject({ view: 'paymentMethod', returnView: 'subscription', pendingPackage: PACK });
    expect(run(entered, { type: 'methodChangeRequested' }).returnView).toBe('subscription');
    expect(run(entered, { type: 'entryLeft' })).toMatchObject({ view: 'subscription', pendingPackage: null });
    expect(run(initialStoreFlow(false), { type: 'methodChangeRequested' })).toMatchObject({ view: 'paymentMethod', pendingPackage: null });
  });

  it('goes confirm -> processing -> success, and switches to the subscription when the purchase made one', () => {
    const bought = run(
      initialStoreFlow(false),
      { type: 'confirmAsked', pkg: CONFIRMED },
      { type: 'purchaseStarted', pkg: CONFIRMED },
      { type: 'purchaseSucceeded', hasSubscription: true },
    );
    expect(bought).toEqual({ view: 'subscription', returnView: 'subscription', pendingPackage: null, dialog: { kind: 'success' } });
    const plain = run(
      initialStoreFlow(false),
      { type: 'purchaseStarted', pkg: PACK },
      { type: 'purchaseSucceeded', hasSubscription: false },
    );
    expect(plain.view).toBe('packages');
    expect(run(plain, { type: 'dialogClosed' }).dialog).toBeNull();
  });

  it('shows a failure with its package, from which another method can be chosen', () => {
    const failed = run(
      initialStoreFlow(false),
      { type: 'purchaseStarted', pkg: PACK },
      { type: 'purchaseFailed', failure: 'invalidMethod', pkg: PACK },
    );
    expect(failed.dialog).toEqual({ kind: 'failure', failure: 'invalidMethod', pkg: PACK });
    expect(run(failed, { type: 'methodNeeded', pkg: PACK })).toMatchObject({ view: 'paymentMethod', pendingPackage: PACK, dialog: null });
  });

  it('moves between the packages and the subscription on request', () => {
    const shown = run(initialStoreFlow(true), { type: 'viewShown', view: 'packages' });
    expect(shown).toMatchObject({ view: 'packages', returnView: 'packages' });
  });
});
