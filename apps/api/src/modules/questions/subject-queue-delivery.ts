import { REALTIME_PAYLOADS, type SUBJECT_DIGEST_EVENTS, type SUBJECT_QUEUE_EVENTS, SUBJECT_QUEUE_NODE_TOPIC } from '@photostudy/contracts';
import type { ChannelsServer } from '@photostudy/channels';
import { z } from 'zod';
import type { RealtimePublisher } from '../../core/realtime-publisher';

/** One change of a subject's queue: a question offered to its experts, or one that left the queue. */
const subjectQueueChange = z.union([
  z.object({ subjectId: z.number().int(), offered: REALTIME_PAYLOADS.questionOffered }),
  z.object({ subjectId: z.number().int(), withdrawn: z.number().int() }),
]);
export type SubjectQueueChange = z.infer<typeof subjectQueueChange>;

type SubjectQueueEventName =
  (typeof SUBJECT_QUEUE_EVENTS)[keyof typeof SUBJECT_QUEUE_EVENTS] | (typeof SUBJECT_DIGEST_EVENTS)[keyof typeof SUBJECT_DIGEST_EVENTS];

/** Where `SubjectQueueBatcher` publishes, and how it learns the changes made on the other nodes. */
export interface SubjectQueueDelivery {
  /** Publishes on a subject's queue or digest channel (to this node's sockets when changes are shared between nodes). */
  publish(channel: string, event: SubjectQueueEventName, data: unknown): Promise<void>;
  /** Hands a change made on this node to the other nodes' batchers. */
  share(change: SubjectQueueChange): void;
  /** Receives the changes the other nodes share. */
  onShared(handler: (change: SubjectQueueChange) => void): void;
}

/**
 * Each publish reaches every node (hosted Pusher, tests, a single node): nothing to share. With several nodes each
 * expert then gets one frame per window per node.
 */
export function clusterWideDelivery(publisher: RealtimePublisher): SubjectQueueDelivery {
  return {
    publish: (channel, event, data) => publisher.publish(channel, event, data),
    share: () => undefined,
    onShared: () => undefined,
  };
}

/**
 * Our channels server (issue 19): every node publishes to its own sockets only and shares each change with the other
 * nodes over the server's node bus (Redis with several nodes), so each node gathers the whole cluster's changes and an
 * expert gets one frame per window however many nodes there are.
 */
export function perNodeDelivery(
  server: Pick<ChannelsServer, 'nodePublisher' | 'bus'>,
  log: { warn(obj: object, msg: string): void },
): SubjectQueueDelivery {
  return {
    publish: (channel, event, data) => server.nodePublisher.trigger(channel, event, data),
    share: (change) => server.bus.send(SUBJECT_QUEUE_NODE_TOPIC, JSON.stringify(change)),
    onShared: (handler) =>
      server.bus.on(SUBJECT_QUEUE_NODE_TOPIC, (message) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(message);
        } catch {
          parsed = undefined;
        }
        const change = subjectQueueChange.safeParse(parsed);
        if (change.success) handler(change.data);
        else log.warn({ bytes: message.length }, 'a subject queue change from another node was not understood; dropped');
      }),
  };
}
