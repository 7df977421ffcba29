/**
 * Wire format of the Pusher protocol: channel names and types, socket ids, and the JSON
 * envelopes. Encoders build strings by concatenation so a broadcast is serialized once.
 */
import { randomInt } from 'node:crypto';
import { ChannelPrefixes, Defaults, PusherEvents } from './constants.ts';

/** The kinds of channel the protocol distinguishes by name prefix. */
export type ChannelType = 'public' | 'private' | 'presence' | 'encrypted';

const CHANNEL_NAME_RE = /^[A-Za-z0-9_\-=@,.;]+$/;
const SOCKET_ID_RE = /^\d+\.\d+$/;

/** True if `name` is a legal channel name (1-164 chars of `[A-Za-z0-9_\-=@,.;]`). */
export function isValidChannelName(name: unknown, maxLength: number = Defaults.maxChannelNameLength): name is string {
  return typeof name === 'string' && name.length > 0 && name.length <= maxLength && CHANNEL_NAME_RE.test(name);
}

/** The channel type implied by the name's prefix. */
export function channelType(name: string): ChannelType {
  // Encrypted must be tested before private because it shares the prefix.
  if (name.startsWith(ChannelPrefixes.PrivateEncrypted)) return 'encrypted';
  if (name.startsWith(ChannelPrefixes.Private)) return 'private';
  if (name.startsWith(ChannelPrefixes.Presence)) return 'presence';
  return 'public';
}

/** True if `id` has the `digits.digits` form of a Pusher socket id. */
export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 64 && SOCKET_ID_RE.test(id);
}

/** Makes socket ids unique per node: a random node part and a counter. */
export function createSocketIdFactory(): () => string {
  const nodePart = randomInt(1, 2 ** 31);
  let counter = randomInt(1, 2 ** 20);
  return () => `${nodePart}.${++counter}`;
}

/** A message as it arrives from a client, loosely typed until checked. */
export interface ClientMessage {
  event: string;
  channel?: unknown;
  data?: unknown;
}

/** Parses one client frame; null when it is not a JSON object with a string `event`. */
export function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const msg = value as Record<string, unknown>;
  if (typeof msg.event !== 'string') return null;
  return msg as unknown as ClientMessage;
}

/**
 * Encodes an event whose `data` is sent as a JSON string (what the HTTP API and pusher-js expect).
 * `data` is the already-stringified payload.
 */
export function encodeChannelEvent(event: string, channel: string, data: string, userId?: string): string {
  const user = userId === undefined ? '' : `,"user_id":${JSON.stringify(userId)}`;
  return `{"event":${JSON.stringify(event)},"channel":${JSON.stringify(channel)},"data":${JSON.stringify(data)}${user}}`;
}

/** Encodes a client event, keeping `data` in whatever JSON shape the sender used. */
export function encodeClientEvent(event: string, channel: string, rawData: string, userId?: string): string {
  const user = userId === undefined ? '' : `,"user_id":${JSON.stringify(userId)}`;
  return `{"event":${JSON.stringify(event)},"channel":${JSON.stringify(channel)},"data":${rawData}${user}}`;
}

/** pusher:connection_established with socket id and activity timeout (seconds). */
export function encodeConnectionEstablished(socketId: string, activityTimeoutSeconds: number): string {
  const data = `{"socket_id":"${socketId}","activity_timeout":${activityTimeoutSeconds}}`;
  return `{"event":"${PusherEvents.ConnectionEstablished}","data":${JSON.stringify(data)}}`;
}

/** pusher:error; `data` is an object (not a string), as the protocol specifies for errors. */
export function encodeError(code: number | null, message: string, channel?: string): string {
  const ch = channel === undefined ? '' : `,"channel":${JSON.stringify(channel)}`;
  return `{"event":"${PusherEvents.Error}"${ch},"data":{"code":${code},"message":${JSON.stringify(message)}}}`;
}

/** Ping or pong; both carry an empty object. */
export function encodeHeartbeat(event: typeof PusherEvents.Ping | typeof PusherEvents.Pong): string {
  return `{"event":"${event}","data":{}}`;
}

/** pusher:subscription_error with the `{type,error,status}` shape pusher-js uses for auth failures. */
export function encodeSubscriptionError(channel: string, type: string, error: string, status: number): string {
  const data = { type, error, status };
  return `{"event":"${PusherEvents.SubscriptionError}","channel":${JSON.stringify(channel)},"data":${JSON.stringify(data)}}`;
}

/** One presence member as kept by the server: user info stays a JSON string until sent. */
export interface PresenceMemberRecord {
  id: string;
  /** JSON text of user_info, or undefined when the auth gave none. */
  infoJson: string | undefined;
}

/** subscription_succeeded for a presence channel: `{presence:{ids,hash,count}}`. */
export function encodePresenceSucceeded(channel: string, members: readonly PresenceMemberRecord[]): string {
  const ids: string[] = [];
  const hash: string[] = [];
  for (const m of members) {
    const id = JSON.stringify(m.id);
    ids.push(id);
    hash.push(`${id}:${m.infoJson ?? 'null'}`);
  }
  const data = `{"presence":{"ids":[${ids.join(',')}],"hash":{${hash.join(',')}},"count":${members.length}}}`;
  return encodeChannelEvent(PusherEvents.SubscriptionSucceeded, channel, data);
}

/** pusher_internal:member_added. */
export function encodeMemberAdded(channel: string, member: PresenceMemberRecord): string {
  const info = member.infoJson === undefined ? '' : `,"user_info":${member.infoJson}`;
  return encodeChannelEvent(PusherEvents.MemberAdded, channel, `{"user_id":${JSON.stringify(member.id)}${info}}`);
}

/** pusher_internal:member_removed. */
export function encodeMemberRemoved(channel: string, userId: string): string {
  return encodeChannelEvent(PusherEvents.MemberRemoved, channel, `{"user_id":${JSON.stringify(userId)}}`);
}

/** Limits applied to presence channel_data. */
export interface PresenceLimits {
  maxUserIdLength: number;
  maxUserInfoBytes: number;
}

/** Result of reading presence channel_data. */
export type PresenceDataResult = { ok: true; member: PresenceMemberRecord } | { ok: false; error: string };

/** Reads and bounds-checks the `channel_data` string of a presence subscription. */
export function parsePresenceChannelData(channelData: unknown, limits: PresenceLimits): PresenceDataResult {
  if (typeof channelData !== 'string') return { ok: false, error: 'channel_data must be a JSON string' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return { ok: false, error: 'channel_data is not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, error: 'channel_data must be an object' };
  const { user_id: rawId, user_info: info } = parsed as { user_id?: unknown; user_info?: unknown };
  // Pusher accepts numeric ids and treats them as strings.
  const id = typeof rawId === 'number' && Number.isFinite(rawId) ? String(rawId) : rawId;
  if (typeof id !== 'string' || id.length === 0) return { ok: false, error: 'channel_data.user_id is required' };
  if (id.length > limits.maxUserIdLength) {
    return { ok: false, error: `user_id is longer than ${limits.maxUserIdLength} characters` };
  }
  const infoJson = info === undefined ? undefined : JSON.stringify(info);
  if (infoJson !== undefined && Buffer.byteLength(infoJson) > limits.maxUserInfoBytes) {
    return { ok: false, error: `user_info is larger than ${limits.maxUserInfoBytes} bytes` };
  }
  return { ok: true, member: { id, infoJson } };
}
