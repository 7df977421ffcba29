import type { Database } from '@photostudy/db';
import type { AppConfig } from '../../core/config';
import type { MaintenanceService } from './maintenance.service';
import { pingDatabase } from './system.repository';

/** Where the browser finds the realtime server. Empty host means "the page's own host". */
export interface RealtimeClientSettings {
  key: string;
  host: string | null;
  port: number | null;
  useTls: boolean | null;
  cluster: string;
}

/** System status, client configuration and health. */
export class SystemService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly deps: {
      config: AppConfig;
      db: Database;
      dbKind: 'pglite' | 'postgres';
      maintenance: MaintenanceService;
      realtime: RealtimeClientSettings;
    },
  ) {}

  /** `GET /api/system-status`. */
  async status() {
    return { maintenance: await this.deps.maintenance.isOn(), force_upgrading: false, version: this.deps.config.version };
  }

  /** Turns maintenance on or off. */
  setMaintenance(enabled: boolean): Promise<void> {
    return this.deps.maintenance.set(enabled);
  }

  /** `GET /api/client-config`: realtime endpoint (defaulting to the caller's own host), captcha, payments, switches. */
  clientConfig(request: { hostname: string; port: number | undefined; protocol: 'http' | 'https' }) {
    const { config, realtime } = this.deps;
    const useTls = realtime.useTls ?? request.protocol === 'https';
    return {
      realtime: {
        key: realtime.key,
        host: realtime.host ?? request.hostname,
        port: realtime.port ?? request.port ?? (useTls ? 443 : 80),
        use_tls: useTls,
        cluster: realtime.cluster,
        auth_endpoint: '/api/pusher-auth',
      },
      captcha: { provider: config.captchaProvider, site_key: config.captchaSiteKey },
      payment_gateway: config.paymentGateway,
      social_providers: config.auth.oidcProviders.map((p) => p.name),
      partner_providers: config.auth.partnerProviders.map((p) => p.name),
      features: { dev_tools: !config.isProduction },
      status_refresh_interval_s: config.statusRefreshIntervalS,
      token_refresh_threshold_s: config.tokenRefreshThresholdS,
      version: config.version,
      // The browser apps report to Sentry only with their own DSN; otherwise they post to /api/error-reports.
      error_reporting: { sentry_dsn: config.errorReporting.browserSentryDsn, environment: config.errorReporting.environment },
    };
  }

  /** `GET /api/health`. */
  async health() {
    const isDbUp = await pingDatabase(this.deps.db);
    return {
      status: isDbUp ? ('ok' as const) : ('degraded' as const),
      database: this.deps.dbKind,
      uptime_s: Math.floor((Date.now() - this.startedAt) / 1000),
    };
  }
}
