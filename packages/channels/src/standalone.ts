/**
 * Runs the channels server on its own plain http.Server (`npm start -w @photostudy/channels`).
 * Configuration comes from the environment (see config.ts); CHANNELS_PORT=0 picks a free port,
 * which is printed in the `listening` log line.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { channelsConfigFromEnv } from './config.ts';
import { jsonLineLogger as log } from './logger.ts';
import { createChannelsServer, serverOptionsFromConfig } from './server.ts';

const config = channelsConfigFromEnv(process.env);
if (config.mode === 'external') {
  log.warn({ host: config.external?.host, cluster: config.external?.cluster }, 'external mode configured; starting a local server anyway');
}
if (config.usedDefaults) {
  log.warn(
    { appId: config.app.appId, key: config.app.key, secret: config.app.secret, defaulted: config.defaulted },
    'channels: using development credentials',
  );
}

const channels = await createChannelsServer(serverOptionsFromConfig(config, log));
const http = createServer((req, res) => {
  channels
    .handleHttp(req, res)
    .then((handled) => {
      if (handled) return;
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'GET' && path === '/metrics') {
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(channels.metricsText());
      } else if (req.method === 'GET' && path === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, nodeId: channels.nodeId }));
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    })
    .catch((err: Error) => {
      log.error({ err: err.message }, 'request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
});
channels.attach(http);
http.listen(config.port, config.host, () => {
  const { port } = http.address() as AddressInfo;
  log.info({ port, host: config.host, nodeId: channels.nodeId, redis: Boolean(config.redisUrl) }, 'listening');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await channels.close();
  http.closeAllConnections();
  http.close(() => process.exit(0));
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
