import { describe, expect, it } from 'vitest';
import { xml } from '@xmpp/component';
import { encodeMessage } from '@vchat/xmpp-chat/codec';
import { pushForOffline, PUSH_NS, readOfflineNotice } from './offline.ts';

const D = 'localhost';
const HOST = 'anchor_100001@anchors.localhost';
const lookup = async (jid: string) => (jid === HOST ? { uid: '100001', nickname: 'Riya' } : null);
const notice = (inner: ReturnType<typeof xml>, from = D, user = 'user_200001@localhost') =>
  xml('message', { from, to: `hub.${D}` }, xml('offline', { xmlns: PUSH_NS, user }, inner));
const chat = (from = HOST) => encodeMessage({ mid: 'm1', from, to: 'user_200001@localhost', date: 1, type: 'text', content: 'hi', nickName: 'Riya R.', os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0 });
const callIn = (action = 'CallIn', payload: unknown = { caller: HOST, nickName: 'Riya' }) =>
  xml('message', { from: `hub.${D}`, to: 'user_200001@localhost', type: 'headline' }, xml('call', { xmlns: 'urn:vchat:call:0', action, sid: 's-9' }, JSON.stringify(payload)));

describe('offline notices (mod_vchat_push) → pushes', () => {
  it('reads only notices the server itself sent, for one of its users', () => {
    expect(readOfflineNotice(notice(chat()), D)?.user).toBe('user_200001@localhost');
    expect(readOfflineNotice(notice(chat(), 'user_200002@localhost'), D)).toBeNull(); // spoofed sender
    expect(readOfflineNotice(notice(chat(), `anchors.${D}`), D)).toBeNull();
    expect(readOfflineNotice(notice(chat(), D, 'someone@elsewhere'), D)).toBeNull();
    expect(readOfflineNotice(xml('message', { from: D }, xml('offline', { xmlns: PUSH_NS, user: 'user_1@localhost' })), D)).toBeNull(); // no message inside
  });

  it('a host message → a message push with her nickname and avatar', async () => {
    expect(await pushForOffline(readOfflineNotice(notice(chat()), D)!, D, lookup)).toEqual({
      kind: 'message', title: 'Riya R.', jid: HOST, avatarUrl: '/media/avatars/100001.svg', body: '', sid: '',
    });
  });

  it('a CallIn → a call push with the sid; other call actions and non-host senders → nothing', async () => {
    expect(await pushForOffline(readOfflineNotice(notice(callIn()), D)!, D, lookup)).toEqual({
      kind: 'call', title: 'Riya', jid: HOST, avatarUrl: '/media/avatars/100001.svg', body: '', sid: 's-9',
    });
    expect(await pushForOffline(readOfflineNotice(notice(callIn('CallCancel')), D)!, D, lookup)).toBeNull();
    expect(await pushForOffline(readOfflineNotice(notice(callIn('CallIn', 'not json')), D)!, D, lookup)).toBeNull();
    expect(await pushForOffline(readOfflineNotice(notice(callIn('CallIn', { caller: 'user_3@localhost' })), D)!, D, lookup)).toBeNull();
    expect(await pushForOffline(readOfflineNotice(notice(chat(`help.${D}`)), D)!, D, lookup)).toBeNull();
    expect(await pushForOffline(readOfflineNotice(notice(chat('anchor_999@anchors.localhost')), D)!, D, lookup)).toBeNull(); // unknown host
    const marker = xml('message', { from: HOST, to: 'user_200001@localhost', id: 'x' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'm1' }));
    expect(await pushForOffline(readOfflineNotice(notice(marker), D)!, D, lookup)).toBeNull();
  });
});
