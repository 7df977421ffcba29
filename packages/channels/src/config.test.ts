/** Unit tests of environment configuration and the authorizeChannel signing helper. */
import { describe, expect, it } from 'vitest';
import { ChannelAuthError, createChannelAuthorizer } from './auth.ts';
import { channelsConfigFromEnv, DEV_CHANNELS_CREDENTIALS } from './config.ts';
import { verifyChannelAuth } from './signature.ts';

describe('channelsConfigFromEnv', () => {
  it('falls back to development credentials and says so', () => {
    const config = channelsConfigFromEnv({});
    expect(config.app).toEqual(DEV_CHANNELS_CREDENTIALS);
    expect(config.usedDefaults).toBe(true);
    expect(config.defaulted).toEqual(['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET']);
    expect(config.mode).toBe('embedded');
  });

  it('uses the configured credentials', () => {
    const config = channelsConfigFromEnv({
      PUSHER_APP_ID: '1',
      PUSHER_APP_KEY: 'k',
      PUSHER_APP_SECRET: 's',
      CHANNELS_REDIS_URL: 'redis://r',
    });
    expect(config).toMatchObject({ app: { appId: '1', key: 'k', secret: 's' }, usedDefaults: false, redisUrl: 'redis://r' });
  });

  it('throws in production when credentials are unset or the dev secret is used', () => {
    expect(() => channelsConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET/);
    expect(() =>
      channelsConfigFromEnv({
        NODE_ENV: 'production',
        PUSHER_APP_ID: '1',
        PUSHER_APP_KEY: 'k',
        PUSHER_APP_SECRET: DEV_CHANNELS_CREDENTIALS.secret,
      }),
    ).toThrow(/development default/);
  });

  it('switches to external mode when a host or cluster is given', () => {
    expect(channelsConfigFromEnv({ PUSHER_CLUSTER: 'eu' })).toMatchObject({ mode: 'external', external: { cluster: 'eu', useTLS: true } });
    expect(channelsConfigFromEnv({ PUSHER_HOST: 'soketi', PUSHER_PORT: '6001', PUSHER_USE_TLS: 'false' })).toMatchObject({
      mode: 'external',
      external: { host: 'soketi', port: 6001, useTLS: false },
    });
    expect(channelsConfigFromEnv({ PUSHER_HOST: 'x', CHANNELS_MODE: 'embedded' }).mode).toBe('embedded');
    expect(() => channelsConfigFromEnv({ PUSHER_PORT: 'abc' })).toThrow(/PUSHER_PORT/);
  });
});

describe('authorizeChannel', () => {
  const authorize = createChannelAuthorizer({ key: 'k', secret: 's' });

  it('signs private channels', () => {
    const { auth, channel_data } = authorize({ socketId: '1.2', channelName: 'private-a' });
    expect(channel_data).toBeUndefined();
    expect(verifyChannelAuth(auth, 'k', 's', '1.2', 'private-a')).toBe(true);
  });

  it('signs presence channels over the exact channel_data string it returns', () => {
    const result = authorize({ socketId: '1.2', channelName: 'presence-a', channelData: { user_id: 7, user_info: { n: 'x' } } });
    expect(result.channel_data).toBe('{"user_id":7,"user_info":{"n":"x"}}');
    expect(verifyChannelAuth(result.auth, 'k', 's', '1.2', 'presence-a', result.channel_data)).toBe(true);
  });

  it('refuses malformed socket ids, bad names, public and encrypted channels, missing presence data', () => {
    const bad = [
      { socketId: '12', channelName: 'private-a' },
      { socketId: '1.2', channelName: 'private a' },
      { socketId: '1.2', channelName: 'public' },
      { socketId: '1.2', channelName: 'private-encrypted-a' },
      { socketId: '1.2', channelName: 'presence-a' },
      { socketId: '1.2', channelName: 'presence-a', channelData: '{"user_info":{}}' },
      { socketId: '1.2', channelName: 'presence-a', channelData: { user_id: 'x'.repeat(129) } },
    ];
    for (const params of bad) expect(() => authorize(params), JSON.stringify(params)).toThrow(ChannelAuthError);
  });
});
