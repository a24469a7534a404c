import { describe, expect, it } from 'vitest';
import { checkIncomingSender, requiredSender } from './senderRules.ts';

const ME = 'user_200001@localhost/web-1';
const D = { helpDomain: 'help.localhost', hubDomain: 'hub.localhost' };
const HOST = 'anchor_100001@anchors.localhost';
const OTHER_VIEWER = 'user_200002@localhost';
const record = (caller: string, callee: string) => ({ sid: 's1', caller, callee, startTime: 1, connectingTime: 0, endTime: 2, reason: '', rejectType: '' });

describe('requiredSender', () => {
  it('names the server sender of notices and call records, and nobody for a person\'s types', () => {
    expect(['official_message', 'system', 'violate_rule', 'maintenance', 'attribution_refresh'].map(requiredSender)).toEqual(['help', 'help', 'help', 'help', 'help']);
    expect(['v_hub_call', 'story_line_call'].map(requiredSender)).toEqual(['hub', 'hub']);
    expect(['text', 'image', 'gift', 'ask_gift', 'manager_text', 'unknown'].map(requiredSender)).toEqual([null, null, null, null, null, null]);
  });
});

describe('checkIncomingSender', () => {
  it('takes official and system notices from the help domain only', () => {
    expect(checkIncomingSender({ type: 'official_message', from: 'official@help.localhost', to: ME }, ME, D)).toEqual({ ok: true, peer: 'official@help.localhost' });
    expect(checkIncomingSender({ type: 'system', from: 'official@HELP.localhost/x', to: ME }, ME, D).ok).toBe(true);
    for (const from of [OTHER_VIEWER, HOST, 'hub.localhost', 'official@help.localhost.evil', 'help.localhost@evil']) {
      expect(checkIncomingSender({ type: 'official_message', from, to: ME }, ME, D), from).toMatchObject({ ok: false });
      expect(checkIncomingSender({ type: 'system', from, to: ME }, ME, D), from).toMatchObject({ ok: false });
      expect(checkIncomingSender({ type: 'attribution_refresh', from, to: ME }, ME, D), from).toMatchObject({ ok: false });
    }
  });

  it('refuses a notice that is a carbon of one\'s own message', () => {
    expect(checkIncomingSender({ type: 'official_message', from: ME, to: OTHER_VIEWER }, ME, D)).toMatchObject({ ok: false });
  });

  it('takes call records from the hub only, filed under the other party', () => {
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost', to: ME, attachment: record('user_200001@localhost', HOST) }, ME, D))
      .toEqual({ ok: true, peer: HOST });
    expect(checkIncomingSender({ type: 'story_line_call', from: 'calls@hub.localhost', to: ME, attachment: record(HOST, 'user_200001@localhost') }, ME, D))
      .toEqual({ ok: true, peer: HOST });
    expect(checkIncomingSender({ type: 'v_hub_call', from: HOST, to: ME, attachment: record('user_200001@localhost', HOST) }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: OTHER_VIEWER, to: ME, attachment: record(OTHER_VIEWER, 'user_200001@localhost') }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost.evil', to: ME, attachment: record('user_200001@localhost', HOST) }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'hub.localhost@localhost', to: ME, attachment: record('user_200001@localhost', HOST) }, ME, D)).toMatchObject({ ok: false });
  });

  it('refuses hub records that are not about this user or name nobody else', () => {
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost', to: ME, attachment: record(OTHER_VIEWER, HOST) }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost', to: ME, attachment: record('user_200001@localhost', 'user_200001@localhost') }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost', to: ME }, ME, D)).toMatchObject({ ok: false });
    expect(checkIncomingSender({ type: 'v_hub_call', from: 'calls@hub.localhost', to: ME, attachment: 'junk' }, ME, D)).toMatchObject({ ok: false });
  });

  it('files a person\'s message under the other jid, own carbons under the recipient', () => {
    expect(checkIncomingSender({ type: 'text', from: `${HOST}/r`, to: ME }, ME, D)).toEqual({ ok: true, peer: HOST });
    expect(checkIncomingSender({ type: 'gift', from: 'user_200001@localhost/web-2', to: HOST }, ME, D)).toEqual({ ok: true, peer: HOST });
  });
});
