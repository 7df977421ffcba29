/** Unit tests of channel-name validation, channel types, socket ids and wire encoders. */
import { describe, expect, it } from 'vitest';
import { assertCloseCode, ErrorCodes } from './constants.ts';
import {
  channelType,
  createSocketIdFactory,
  encodeChannelEvent,
  encodeClientEvent,
  encodePresenceSucceeded,
  isValidChannelName,
  isValidSocketId,
  parseClientMessage,
  parsePresenceChannelData,
} from './protocol.ts';

describe('channel names', () => {
  it('accepts the allowed characters up to 164 characters', () => {
    for (const name of ['a', 'private-x', 'presence-room.1', 'A-Za-z0-9_-=@,.;', 'x'.repeat(164)]) {
      expect(isValidChannelName(name), name).toBe(true);
    }
  });

  it('rejects empty, too long and disallowed characters', () => {
    for (const name of ['', 'x'.repeat(165), 'with space', 'a/b', 'a#b', 'a:b', 'é', 'a\nb', '#server-to-user-1']) {
      expect(isValidChannelName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isValidChannelName(42)).toBe(false);
    expect(isValidChannelName(undefined)).toBe(false);
  });

  it('derives the channel type from the prefix', () => {
    expect(channelType('news')).toBe('public');
    expect(channelType('private-x')).toBe('private');
    expect(channelType('presence-x')).toBe('presence');
    expect(channelType('private-encrypted-x')).toBe('encrypted');
    expect(channelType('privatex')).toBe('public');
  });
});

describe('socket ids', () => {
  it('generates unique digits.digits ids', () => {
    const next = createSocketIdFactory();
    const ids = new Set(Array.from({ length: 1000 }, next));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isValidSocketId(id)).toBe(true);
  });

  it('validates the format', () => {
    expect(isValidSocketId('123.456')).toBe(true);
    for (const bad of ['123', '123.', '.456', 'a.1', '1.2.3', '1.2 ', '', 5, '1'.repeat(40) + '.' + '1'.repeat(40)]) {
      expect(isValidSocketId(bad), String(bad)).toBe(false);
    }
  });
});

describe('wire encoding', () => {
  it('sends server event data as a JSON string', () => {
    const msg = JSON.parse(encodeChannelEvent('e', 'c', '{"a":1}')) as { data: unknown };
    expect(msg).toEqual({ event: 'e', channel: 'c', data: '{"a":1}' });
  });

  it('keeps client event data as sent and adds user_id', () => {
    expect(JSON.parse(encodeClientEvent('client-x', 'presence-c', '{"a":1}', 'u1'))).toEqual({
      event: 'client-x',
      channel: 'presence-c',
      data: { a: 1 },
      user_id: 'u1',
    });
  });

  it('encodes presence subscription data as {presence:{ids,hash,count}}', () => {
    const msg = JSON.parse(
      encodePresenceSucceeded('presence-c', [
        { id: '1', infoJson: '{"n":"A"}' },
        { id: '2', infoJson: undefined },
      ]),
    ) as {
      data: string;
    };
    expect(JSON.parse(msg.data)).toEqual({ presence: { ids: ['1', '2'], hash: { 1: { n: 'A' }, 2: null }, count: 2 } });
  });

  it('parses only JSON objects with a string event', () => {
    expect(parseClientMessage('{"event":"pusher:ping","data":{}}')).toEqual({ event: 'pusher:ping', data: {} });
    for (const bad of ['', 'null', '[]', '"x"', '{"event":1}', '{bad']) expect(parseClientMessage(bad)).toBeNull();
  });

  it('bounds presence channel_data', () => {
    const limits = { maxUserIdLength: 128, maxUserInfoBytes: 1024 };
    expect(parsePresenceChannelData('{"user_id":7}', limits)).toEqual({ ok: true, member: { id: '7', infoJson: undefined } });
    expect(parsePresenceChannelData('{"user_id":"a","user_info":{"x":1}}', limits)).toEqual({
      ok: true,
      member: { id: 'a', infoJson: '{"x":1}' },
    });
    expect(parsePresenceChannelData('{"user_info":{}}', limits).ok).toBe(false);
    expect(parsePresenceChannelData(`{"user_id":"${'x'.repeat(129)}"}`, limits).ok).toBe(false);
    expect(parsePresenceChannelData(`{"user_id":"a","user_info":"${'x'.repeat(1100)}"}`, limits).ok).toBe(false);
    expect(parsePresenceChannelData('not json', limits).ok).toBe(false);
    expect(parsePresenceChannelData({ user_id: 'a' }, limits).ok).toBe(false);
  });
});

describe('close codes', () => {
  it('never lets a 4300-4399 pusher:error code close a socket', () => {
    expect(assertCloseCode(ErrorCodes.ReconnectImmediately)).toBe(4200);
    expect(assertCloseCode(ErrorCodes.AppDoesNotExist)).toBe(4001);
    expect(() => assertCloseCode(ErrorCodes.ClientEventRateLimited)).toThrow(/not a close code/);
    expect(() => assertCloseCode(ErrorCodes.GenericError)).toThrow();
  });
});
