import {
  type ChannelAuthorizer,
  type ChannelsConfig,
  type ChannelsServer,
  createChannelAuthorizer,
  createChannelsServer,
  createExternalPublisher,
  serverOptionsFromConfig,
} from '@photostudy/channels';
import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { RealtimeClientSettings } from '../system/system.service';
import { ChannelsRealtimePublisher } from './channels-publisher';
import type { RealtimePublisher } from '../../core/realtime-publisher';

/** The realtime pieces the app is composed with, for either mode. */
export interface RealtimeSetup {
  server?: ChannelsServer;
  publisher?: RealtimePublisher;
  authorizer: ChannelAuthorizer;
  clientSettings: RealtimeClientSettings;
}

/**
 * Embedded mode: a channels server in this process (through Redis when REDIS_URL is set).
 * External mode: events go through the pusher SDK to hosted Pusher or a compatible server.
 */
export async function setupRealtime(config: ChannelsConfig, log: FastifyBaseLogger): Promise<RealtimeSetup> {
  if (config.mode === 'external' && config.external) {
    const { host, port, useTLS, cluster } = config.external;
    const sdk = new Pusher({
      appId: config.app.appId,
      key: config.app.key,
      secret: config.app.secret,
      useTLS,
      ...(host ? { host, ...(port ? { port: String(port) } : {}) } : { cluster: cluster ?? 'mt1' }),
    });
    const members = async (channel: string) => {
      const res = await sdk.get({ path: `/channels/${channel}/users` });
      return ((await res.json()) as { users: { id: string }[] }).users;
    };
    return {
      publisher: new ChannelsRealtimePublisher(createExternalPublisher({ ...config.app, host, port, useTLS, cluster }), members),
      authorizer: createChannelAuthorizer(config.app),
      clientSettings: {
        key: config.app.key,
        host: host ?? `ws-${cluster ?? 'mt1'}.pusher.com`,
        port: port ?? (useTLS ? 443 : 80),
        useTls: useTLS,
        cluster: cluster ?? 'mt1',
      },
    };
  }
  const server = await createChannelsServer(serverOptionsFromConfig(config, log));
  return {
    server,
    authorizer: (p) => server.authorizeChannel(p),
    // The browser connects to the page's own host and port.
    clientSettings: { key: config.app.key, host: null, port: null, useTls: null, cluster: 'mt1' },
  };
}
