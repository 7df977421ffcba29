/**
 * Publishing server events: in-process (straight into the dispatcher, no HTTP hop, still through
 * Redis when the server has it) or external (official `pusher` SDK to hosted Pusher or any
 * compatible server). The host picks one from configuration.
 */
import Pusher from 'pusher';
import type { ChannelsConfig } from './config.ts';
import { Defaults } from './constants.ts';
import type { EventDispatcher } from './dispatcher.ts';

/** Options of one trigger call. */
export interface TriggerOptions {
  /** Exclude this socket (the client that caused the event) from delivery. */
  socketId?: string;
}

/** Sends server events to channels; same contract for both implementations. */
export interface ChannelsPublisher {
  trigger(channels: string | string[], event: string, data: unknown, opts?: TriggerOptions): Promise<void>;
}

/** Where an external publisher sends events. */
export interface ExternalPublisherOptions {
  appId: string;
  key: string;
  secret: string;
  host?: string | undefined;
  port?: number | undefined;
  useTLS?: boolean | undefined;
  cluster?: string | undefined;
  timeoutMs?: number;
}

function chunks(channels: string | string[]): string[][] {
  const list = typeof channels === 'string' ? [channels] : channels;
  const out: string[][] = [];
  // The protocol caps one event at 100 channels; larger lists become several events.
  for (let i = 0; i < list.length; i += Defaults.maxChannelsPerEvent) out.push(list.slice(i, i + Defaults.maxChannelsPerEvent));
  return out.length > 0 ? out : [[]];
}

function encodeData(data: unknown): string {
  // Same rule as the SDK: strings go as they are, anything else is JSON-encoded.
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * Publisher that hands events to this process's server directly: to every node's sockets, or with `reach: 'node'` to
 * this node's only (for a host that shares its changes between nodes itself and publishes them on each).
 */
export function createInProcessPublisher(dispatcher: EventDispatcher, reach: 'cluster' | 'node' = 'cluster'): ChannelsPublisher {
  return {
    async trigger(channels, event, data, opts) {
      const encoded = encodeData(data);
      for (const group of chunks(channels)) {
        dispatcher.publish({ channels: group, name: event, data: encoded, socketId: opts?.socketId }, reach);
      }
    },
  };
}

/** Publisher that goes through the official `pusher` SDK over HTTP. */
export function createExternalPublisher(opts: ExternalPublisherOptions): ChannelsPublisher {
  const base = { appId: opts.appId, key: opts.key, secret: opts.secret, useTLS: opts.useTLS ?? true, timeout: opts.timeoutMs ?? 10_000 };
  const client = opts.host
    ? new Pusher({ ...base, host: opts.host, ...(opts.port ? { port: String(opts.port) } : {}) })
    : new Pusher({ ...base, cluster: opts.cluster ?? 'mt1' });
  return {
    async trigger(channels, event, data, triggerOpts) {
      const params = triggerOpts?.socketId ? { socket_id: triggerOpts.socketId } : undefined;
      for (const group of chunks(channels)) {
        await client.trigger(group, event, data, params);
      }
    },
  };
}

/** Picks the publisher from configuration: external when configured, else the given server's. */
export function createChannelsPublisher(
  config: Pick<ChannelsConfig, 'app' | 'mode' | 'external'>,
  server?: { publisher: ChannelsPublisher },
): ChannelsPublisher {
  if (config.mode === 'external' && config.external) {
    return createExternalPublisher({ ...config.app, ...config.external });
  }
  if (!server) throw new Error('Embedded channels mode needs a running channels server to publish through');
  return server.publisher;
}
