/**
 * Counters and gauges of one node, rendered in the Prometheus text exposition format.
 * Plain number fields keep the hot path to a single increment.
 */

/** Why a client event was not relayed. */
export type ClientEventRejection = 'rate_limited' | 'not_allowed' | 'not_subscribed' | 'too_large' | 'invalid';

/** Mutable counters updated by the server; read by metricsText(). */
export class ChannelsMetrics {
  connections = 0;
  connectionsTotal = 0;
  subscriptions = 0;
  subscriptionsTotal = 0;
  messagesIn = 0;
  messagesOut = 0;
  clientEvents = 0;
  authRefusals = 0;
  publishedEvents = 0;
  slowConsumerDisconnects = 0;
  readonly clientEventRejections = new Map<ClientEventRejection, number>();
  readonly httpRequests = new Map<string, number>();

  /** Counts one HTTP API request by endpoint and status. */
  httpRequest(endpoint: string, status: number): void {
    const k = `endpoint="${endpoint}",status="${status}"`;
    this.httpRequests.set(k, (this.httpRequests.get(k) ?? 0) + 1);
  }

  /** Counts one refused client event by reason. */
  clientEventRejected(reason: ClientEventRejection): void {
    this.clientEventRejections.set(reason, (this.clientEventRejections.get(reason) ?? 0) + 1);
  }

  /** Prometheus text; `channels` is the number of channels with local subscribers. */
  render(labels: { nodeId: string; appId: string }, channels: number): string {
    const base = `node="${labels.nodeId}",app="${labels.appId}"`;
    const lines: string[] = [];
    const metric = (name: string, type: 'counter' | 'gauge', help: string, samples: Array<[string, number]>) => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      for (const [extra, value] of samples) lines.push(`${name}{${base}${extra ? `,${extra}` : ''}} ${value}`);
    };
    metric('channels_connections', 'gauge', 'Open WebSocket connections.', [['', this.connections]]);
    metric('channels_connections_total', 'counter', 'WebSocket connections accepted.', [['', this.connectionsTotal]]);
    metric('channels_subscriptions', 'gauge', 'Active channel subscriptions.', [['', this.subscriptions]]);
    metric('channels_subscriptions_total', 'counter', 'Successful subscriptions.', [['', this.subscriptionsTotal]]);
    metric('channels_occupied_channels', 'gauge', 'Channels with at least one local subscriber.', [['', channels]]);
    metric('channels_messages_in_total', 'counter', 'WebSocket messages received.', [['', this.messagesIn]]);
    metric('channels_messages_out_total', 'counter', 'WebSocket messages sent.', [['', this.messagesOut]]);
    metric('channels_client_events_total', 'counter', 'Client events relayed.', [['', this.clientEvents]]);
    metric(
      'channels_client_events_rejected_total',
      'counter',
      'Client events refused.',
      [...this.clientEventRejections].map(([reason, n]) => [`reason="${reason}"`, n]),
    );
    metric('channels_auth_refusals_total', 'counter', 'Subscriptions refused for a bad signature.', [['', this.authRefusals]]);
    metric('channels_published_events_total', 'counter', 'Events published via HTTP API or in-process.', [['', this.publishedEvents]]);
    metric('channels_slow_consumer_disconnects_total', 'counter', 'Sockets closed because their buffer overflowed.', [
      ['', this.slowConsumerDisconnects],
    ]);
    metric('channels_http_requests_total', 'counter', 'HTTP API requests.', [...this.httpRequests]);
    metric('channels_process_resident_memory_bytes', 'gauge', 'Resident set size of the process.', [['', process.memoryUsage.rss()]]);
    return `${lines.join('\n')}\n`;
  }
}
