import { describe, expect, it } from 'vitest';
import { messageTypeName, messageTypeNumber, MESSAGE_TYPES } from './messageType.ts';
import { countsAsUnread, initialMessageState, isReadOnArrival } from './readRules.ts';

describe('message types (§3)', () => {
  it('maps every wire number both ways', () => {
    for (const [n, name] of Object.entries(MESSAGE_TYPES)) {
      expect(messageTypeName(Number(n))).toBe(name);
      expect(messageTypeNumber(name)).toBe(Number(n));
    }
  });
  it('maps unknown numbers to unknown and local-only names to no number', () => {
    expect(messageTypeName(8)).toBe('unknown');
    expect(messageTypeName(-1)).toBe('unknown');
    expect(messageTypeNumber('online_info')).toBeUndefined();
  });
});

describe('read and unread rules (§4)', () => {
  const me = 'user_1@localhost';
  it('a message is read if I sent it, its thread is open, or it is a story-line call', () => {
    expect(isReadOnArrival({ from: `${me}/web`, tid: 't', type: 'text' }, me, null)).toBe(true);
    expect(isReadOnArrival({ from: 'anchor_2@a', tid: 't', type: 'text' }, me, 't')).toBe(true);
    expect(isReadOnArrival({ from: 'anchor_2@a', tid: 't', type: 'story_line_call' }, me, null)).toBe(true);
    expect(isReadOnArrival({ from: 'anchor_2@a', tid: 't', type: 'text' }, me, 'other')).toBe(false);
  });
  it('unread ask_gift does not count', () => {
    expect(countsAsUnread({ read: false, type: 'ask_gift' })).toBe(false);
    expect(countsAsUnread({ read: false, type: 'text' })).toBe(true);
    expect(countsAsUnread({ read: true, type: 'text' })).toBe(false);
  });
  it('call, gift and ask_gift are success at once; other outgoing start sending', () => {
    expect(initialMessageState('text', true)).toBe('sending');
    expect(initialMessageState('gift', true)).toBe('success');
    expect(initialMessageState('v_hub_call', true)).toBe('success');
    expect(initialMessageState('text', false)).toBe('success');
  });
});
