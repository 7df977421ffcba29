import { TEST_CLIENT_CONFIG, mockFetchRoutes, type MockAnswer, type MockRoutes } from '@photostudy/client/testing';

export type { MockAnswer } from '@photostudy/client/testing';

/** Default wire answers of the endpoints the shell calls on load. */
export const DEFAULT_ANSWERS: Record<string, MockAnswer> = {
  'GET /api/system-status': { body: { maintenance: false, force_upgrading: false, version: '1.0.0' } },
  'GET /api/client-config': { body: TEST_CLIENT_CONFIG },
};

/** Stubs fetch with answers by 'METHOD /path' (query ignored); unknown calls answer 404. Returns the mock. */
export function mockApi(overrides: MockRoutes = {}) {
  const answers: MockRoutes = { ...DEFAULT_ANSWERS, ...overrides };
  const fetchMock = mockFetchRoutes(answers);
  return { fetchMock, answers };
}

/** A status bundle (wire shape) with the given features. */
export function statusBundle(features: string[], profile: Partial<Record<string, unknown>> = {}) {
  return {
    profile: {
      uid: 7,
      name: 'Ana',
      avatar: null,
      email: 'ana@example.com',
      id: null,
      grade: 12,
      support_priority: 0,
      num_of_purchase: 0,
      question_count: 2,
      phone_number: null,
      status: 1,
      registration_origin: null,
      order_number: null,
      ...profile,
    },
    balance: { credit_count: 2, session_count: 5 },
    features,
    modals: [],
    storefront: { title: 'Store', subtitle: '', packages: [] },
    subscription: null,
    notifications: { unread_count: 0 },
  };
}
