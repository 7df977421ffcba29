import { CONNECTION_CHECK_INTERVAL_MS, type ClientConfig } from '@photostudy/contracts';
import { AUTH_ERROR_PREFIX } from './channelAuthorizer';
import { parseRealtimeEvent, type RealtimeMessage } from './realtimePayloads';
import { ReconnectScheduler, type ReconnectSchedulerOptions } from './reconnectScheduler';
import type { ChannelAuthorizer, RealtimeTransport, RealtimeTransportFactory } from './realtimeTransport';

/** Diagnostics sink (missing channels, auth failures, rejected payloads). */
export type RealtimeLog = (level: 'info' | 'warn' | 'error', message: string, details?: unknown) => void;

/** What the client needs from the app: how to connect, how to sign channels, where to log. */
export interface RealtimeClientDeps {
  createTransport: RealtimeTransportFactory;
  authorize: ChannelAuthorizer;
  /** Diagnostics; console by default. */
  log?: RealtimeLog;
  /** Told every connection state change ('connecting', 'connected', 'unavailable', ...). */
  onStateChange?: (state: string) => void;
  /** Seams of the fast reconnect (page signals, jitter, clock); the browser's by default. */
  reconnect?: ReconnectSchedulerOptions;
}

/** A catalogued event heard on one channel, checked and camelCased. */
export type RealtimeChannelMessage = RealtimeMessage & { channel: string };

/** Told when the connection is back after being lost, or a channel asked for it was joined: reload what is open. */
export interface RealtimeReconnected {
  channel: 'connection';
  name: 'reconnected';
}

/** Everything a subscriber of the realtime client receives. */
export type RealtimeClientEvent = RealtimeChannelMessage | RealtimeReconnected;

/** Options of {@link RealtimeClient.subscribe}. */
export interface SubscribeOptions {
  /** Announce `reconnected` once this channel (and every other) is subscribed: events sent while joining are lost. */
  isReloadOwed?: boolean;
}

/**
 * One realtime connection (pusher-js against our server, brief section 5): the channels the app
 * wants, re-subscribed on reconnect and by a periodic health check; payloads checked against the
 * contracts' event map and camelCased before subscribers see them; `reconnected` announced after a
 * loss only once every channel is subscribed again.
 */
export class RealtimeClient {
  private transport: RealtimeTransport | null = null;
  private readonly channels = new Set<string>();
  private readonly listeners = new Set<(event: RealtimeClientEvent) => void>();
  private healthTimer: ReturnType<typeof setInterval> | null = null;
  private hasBeenConnected = false;
  private isLost = false;
  /** A reload is owed once every expected channel is subscribed (after a loss, or when asked on subscribe). */
  private isResubscribing = false;
  private state = 'initialized';
  private readonly connectionListeners = new Set<(isDown: boolean) => void>();
  private wasDown = false;

  private readonly reconnects: ReconnectScheduler;

  constructor(private readonly deps: RealtimeClientDeps) {
    this.reconnects = new ReconnectScheduler(() => this.transport?.reconnectNow(), deps.reconnect);
  }

  /** The connection state as pusher-js names it ('initialized' before the first connect). */
  get connectionState(): string {
    return this.state;
  }

  /** True while a transport is open. */
  get isOpen(): boolean {
    return this.transport !== null;
  }

  /** True while the connection is lost (it was up and is not now) or cannot be made for now: show 'offline, reconnecting'. */
  get isDown(): boolean {
    return this.state !== 'connected' && (this.isLost || this.state === 'unavailable' || this.state === 'failed');
  }

  /** Calls `listener` whenever {@link isDown} changes; returns the function that stops it. */
  onConnectionChange(listener: (isDown: boolean) => void): () => void {
    this.connectionListeners.add(listener);
    return () => {
      this.connectionListeners.delete(listener);
    };
  }

  /** Adds a subscriber; returns the function that removes it. */
  listen(listener: (event: RealtimeClientEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Opens the connection with the run-time settings and subscribes the channels wanted so far. */
  connect(settings: ClientConfig['realtime']): void {
    this.closeTransport();
    this.hasBeenConnected = false;
    this.isLost = false;
    const transport = this.deps.createTransport(settings, this.deps.authorize);
    this.transport = transport;
    transport.onStateChange((_previous, current) => this.onState(current));
    for (const name of this.channels) this.bindChannel(name);
    this.healthTimer = setInterval(() => this.checkHealth(), CONNECTION_CHECK_INTERVAL_MS);
  }

  /** Closes the connection and forgets every channel. */
  disconnect(): void {
    this.closeTransport();
    this.channels.clear();
    this.isResubscribing = false;
  }

  /** Wants a channel: subscribed now when connected, and on every connect until {@link unsubscribe}. */
  subscribe(name: string, options: SubscribeOptions = {}): void {
    if (options.isReloadOwed) this.isResubscribing = true;
    if (this.channels.has(name)) return;
    this.channels.add(name);
    if (this.transport) this.bindChannel(name);
  }

  /** Leaves a channel. */
  unsubscribe(name: string): void {
    if (!this.channels.delete(name)) return;
    this.transport?.unsubscribe(name);
  }

  /** The channels that should be open now, in the order they were asked for. */
  expectedChannels(): string[] {
    return [...this.channels];
  }

  /** Sends a client event on a subscribed presence or private channel; false when not possible now. */
  trigger(channelName: string, eventName: string, data: unknown): boolean {
    const channel = this.transport?.channel(channelName);
    return channel ? channel.trigger(eventName, data) : false;
  }

  /** Hands one event to every subscriber; one failing subscriber does not starve the others. */
  deliver(event: RealtimeClientEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log('error', 'realtime listener failed', error);
      }
    }
  }

  /** Logs expected channels that are missing or not subscribed; resubscribes missing ones. Returns the problems. */
  checkHealth(): string[] {
    const transport = this.transport;
    if (!transport || this.state !== 'connected') return [];
    const problems: string[] = [];
    for (const name of this.channels) {
      const channel = transport.channel(name);
      if (!channel) {
        problems.push(`${name}: missing`);
        this.bindChannel(name);
      } else if (!channel.isSubscribed) {
        problems.push(`${name}: not subscribed`);
      }
    }
    if (problems.length > 0) this.log('warn', 'realtime connection check', problems);
    return problems;
  }

  private closeTransport(): void {
    this.reconnects.stop();
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.healthTimer = null;
    this.transport?.disconnect();
    this.transport = null;
    this.state = 'disconnected';
  }

  private bindChannel(name: string): void {
    const transport = this.transport;
    if (!transport) return;
    const channel = transport.subscribe(name);
    channel.onSubscribed(() => this.announceIfResubscribed(false));
    channel.onSubscriptionError((details) => {
      this.log('error', `${AUTH_ERROR_PREFIX}: ${details}`, { channel: name });
      this.announceIfResubscribed(true);
    });
    channel.bindAll((eventName, data) => {
      // pusher-js hands its own protocol events to global bindings too; they are not ours to check.
      if (eventName.startsWith('pusher:') || eventName.startsWith('pusher_internal:')) return;
      const parsed = parseRealtimeEvent(eventName, data);
      if (parsed.ok) this.deliver({ ...parsed.message, channel: name });
      else if (parsed.reason === 'invalid')
        this.log('warn', 'realtime payload rejected', { channel: name, event: eventName, issues: parsed.issues });
    });
  }

  private onState(current: string): void {
    this.state = current;
    this.paceReconnects(current);
    this.deps.onStateChange?.(current);
    // Any state after 'connected' means the socket is gone: a short drop goes straight back to
    // 'connecting' (pusher-js retries before its unavailable timer), and events sent meanwhile are lost.
    if (current !== 'connected') {
      if (this.hasBeenConnected) this.isLost = true;
      this.announceConnection();
      return;
    }
    const wasLost = this.isLost;
    this.hasBeenConnected = true;
    this.isLost = false;
    this.announceConnection();
    if (!wasLost) return;
    // Events published before the channels are subscribed again never reach us: reload only after that.
    this.isResubscribing = true;
    this.announceIfResubscribed(false);
  }

  private announceConnection(): void {
    const isDown = this.isDown;
    if (isDown === this.wasDown) return;
    this.wasDown = isDown;
    for (const listener of [...this.connectionListeners]) listener(isDown);
  }

  /** Attempts are forced while connecting (first time or again); none while connected, closed or refused. */
  private paceReconnects(state: string): void {
    if (state === 'connecting' || state === 'unavailable') this.reconnects.down();
    else if (state === 'connected') this.reconnects.connected();
    else this.reconnects.stop();
  }

  private announceIfResubscribed(isGivingUp: boolean): void {
    const transport = this.transport;
    if (!this.isResubscribing || !transport || this.state !== 'connected') return;
    const isReady = [...this.channels].every((name) => transport.channel(name)?.isSubscribed);
    if (!isReady && !isGivingUp) return;
    this.isResubscribing = false;
    this.deliver({ channel: 'connection', name: 'reconnected' });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, details?: unknown): void {
    if (this.deps.log) this.deps.log(level, message, details);
    else if (level === 'error') console.error(message, details ?? '');
    else if (level === 'warn') console.warn(message, details ?? '');
  }
}
