import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import { FakeClock } from '../core/clock';
import { SandboxGateway } from '../modules/store/sandbox-gateway';
import { bearer, tokensFor } from './auth-sessions';
import { createEngineTestApp, type EngineTestApp, type TestAccount } from './engine-test-app';

/** The signing key of the test sandbox's client tokens. */
export const SANDBOX_TEST_KEY = Buffer.from('sandbox-gateway-test-key');

/** An engine test app with a fake clock and one sandbox gateway shared by every node (its dashboard counts charges). */
export interface StoreTestApp {
  t: EngineTestApp;
  clock: FakeClock;
  gateway: SandboxGateway;
}

/** What builds the test's sandbox (a subclass may put a fault in it). */
type SandboxFactory = (deps: ConstructorParameters<typeof SandboxGateway>[0]) => SandboxGateway;

/** Builds the store test app on a fake clock, with its sandbox gateway. */
export async function createStoreTestApp(options: { sandbox?: SandboxFactory } = {}): Promise<StoreTestApp> {
  const clock = new FakeClock(new Date('2027-01-15T12:00:00Z'));
  const make: SandboxFactory = options.sandbox ?? ((deps) => new SandboxGateway(deps));
  let gateway: SandboxGateway | undefined;
  const t = await createEngineTestApp(
    {},
    {
      clock,
      paymentGateway: (db) => {
        gateway = make({ db, clock, key: SANDBOX_TEST_KEY });
        return gateway;
      },
    },
  );
  if (!gateway) throw new Error('the sandbox was not built');
  return { t, clock, gateway };
}

/** A fresh Idempotency-Key, as the app makes one per click. */
export function newKey(): string {
  return `k-${randomBytes(12).toString('hex')}`;
}

/** `POST /api/payment-methods` with a nonce. */
export function addMethod(app: FastifyInstance, who: TestAccount, nonce: string, isDefault = true) {
  return app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    headers: who.headers,
    payload: { payment_method_nonce: nonce, is_default: isDefault },
  });
}

/** `POST /api/payments/credit` with an Idempotency-Key (a new one unless given). */
export function buy(app: FastifyInstance, who: TestAccount, productId: string, key: string = newKey()) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/credit',
    headers: { ...who.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: { product_id: productId },
  });
}

/** New headers for an account (after the fake clock moved past its access token's expiry). */
export async function freshHeaders(t: EngineTestApp, who: TestAccount, app: FastifyInstance = t.app): Promise<TestAccount> {
  return { id: who.id, headers: bearer((await tokensFor(app, t.db, who.id)).access_token) };
}
