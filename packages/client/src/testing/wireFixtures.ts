/** `GET /api/client-config` as a test server answers it (wire shape): local realtime, no captcha, the sandbox gateway. */
export const TEST_CLIENT_CONFIG = {
  realtime: { key: 'k', host: 'localhost', port: 3000, use_tls: false, cluster: 'mt1', auth_endpoint: '/api/pusher-auth' },
  captcha: { provider: 'none', site_key: null },
  payment_gateway: 'sandbox',
  social_providers: [],
  partner_providers: [],
  features: {},
  status_refresh_interval_s: 120,
  token_refresh_threshold_s: 60,
  version: '1.0.0',
  error_reporting: { sentry_dsn: null, environment: 'test' },
};
