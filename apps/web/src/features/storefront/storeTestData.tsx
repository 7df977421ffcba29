import { FEATURES, toCamelDeep, type LanguageCode, type StatusBundle } from '@photostudy/contracts';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { StorefrontPage } from './StorefrontPage';

/** A one-off package (wire shape). */
export const WIRE_PACK_5 = {
  product_id: 'pack_5',
  description: '5 sessions',
  subdescription: 'Good for a week of homework',
  price: '$24.99',
  confirmation_required: false,
  plan: null,
};

/** A package that asks for confirmation. */
export const WIRE_PACK_20 = {
  product_id: 'pack_20',
  description: '20 sessions',
  subdescription: 'Best value',
  price: '$79.99',
  confirmation_required: true,
  plan: null,
};

/** A monthly plan. */
export const WIRE_MONTHLY = {
  product_id: 'monthly_10',
  description: 'Monthly plan',
  subdescription: '10 sessions every month',
  price: '$39.99',
  confirmation_required: false,
  plan: 'monthly',
};

/** The storefront part of the bundle. */
export const WIRE_STOREFRONT = {
  title: 'Get more sessions',
  subtitle: 'Experts are online 24/7',
  packages: [WIRE_PACK_5, WIRE_PACK_20, WIRE_MONTHLY],
};

/** A subscription (wire shape). */
export function wireSubscription(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monthly plan',
    subtitle: '10 sessions every month',
    plan: 'monthly',
    auto_renew: { enabled: true },
    auto_pay: { enabled: true },
    ...overrides,
  };
}

/** The Visa card on file (wire shape of `GET /api/payment-methods/default`). */
export const WIRE_VISA = { text: 'Visa ending in 1111', card_type: 'Visa', method_type: 'credit_card' };

/** `GET /api/payment-methods/default` when there is no method yet. */
export const NO_METHOD: MockAnswer = { status: 404, body: { code: 40403, message: 'No payment method on file.' } };

/** A status bundle of a STEM student with the store (wire shape). */
export function wireStoreBundle({
  features = [FEATURES.STEM_SUBJECT],
  subscription = null,
  sessionCount = 0,
  profile = {},
}: { features?: string[]; subscription?: unknown; sessionCount?: number; profile?: Record<string, unknown> } = {}) {
  return {
    ...statusBundle(features, profile),
    balance: { credit_count: 0, session_count: sessionCount },
    storefront: WIRE_STOREFRONT,
    subscription,
  };
}

/** Options of {@link renderStorefront}. */
export interface RenderStorefrontOptions {
  bundle?: ReturnType<typeof wireStoreBundle>;
  answers?: Record<string, MockAnswer | (() => MockAnswer)>;
  language?: LanguageCode;
}

/** Renders /storefront with a loaded status bundle and the store's calls answered (a Visa on file by default). */
export function renderStorefront({ bundle = wireStoreBundle(), answers = {}, language = 'en' }: RenderStorefrontOptions = {}) {
  const api = mockApi({
    'GET /api/status-updates': { body: bundle },
    'GET /api/payment-methods/default': { body: WIRE_VISA },
    'GET /api/payments/braintree': { body: { client_token: 'sandbox-client-token' } },
    ...answers,
  });
  const app = { status: 'succeeded' as const, hasLoadedOnce: true, bundle: toCamelDeep(bundle) as unknown as StatusBundle };
  const utils = renderWithProviders(<StorefrontPage />, { path: '/storefront', state: { app }, language });
  return { ...api, ...utils };
}

/** The calls the mocked fetch received for one 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method);
}

/** The JSON body sent with a call. */
export function sentBody(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

/** The headers sent with a call. */
export function sentHeaders(call: unknown[]): Record<string, string> {
  return ((call[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
}
