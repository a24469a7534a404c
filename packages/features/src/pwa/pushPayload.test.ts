import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_TEXTS, foregroundNotice, notificationBody, parsePush, parsePushTexts, pushTarget } from './pushPayload.ts';

const HOST = 'anchor_100003@anchors.localhost';

describe('push payload (spec §3 title, avatarUrl, jid; kind, sid)', () => {
  it('parses a push, refuses one without a title or a bare jid, drops an unsafe avatar', () => {
    expect(parsePush(JSON.stringify({ title: ' Riya ', jid: HOST, avatarUrl: 'javascript:alert(1)' }))).toEqual({
      kind: 'message', title: 'Riya', body: '', avatarUrl: '', jid: HOST, sid: '',
    });
    expect(parsePush(JSON.stringify({ title: '', jid: HOST }))).toBeNull();
    expect(parsePush(JSON.stringify({ title: 'x', jid: `${HOST}/res` }))).toBeNull();
    expect(parsePush('not json')).toBeNull();
  });

  it('a message push opens the thread; a call push opens the call view that asks about the sid', () => {
    const msg = parsePush(JSON.stringify({ title: 'Riya Ö', jid: HOST }))!;
    expect(pushTarget(msg)).toBe(`/message?jid=${encodeURIComponent(HOST)}&name=Riya%20%C3%96`);
    const call = parsePush(JSON.stringify({ kind: 'call', title: 'Riya', jid: HOST, sid: 'abc-1' }))!;
    expect(pushTarget(call)).toBe(`/videoview?sid=abc-1&jid=${encodeURIComponent(HOST)}&name=Riya`);
    // A call push without a sid has nothing to ask about: it opens the thread.
    expect(pushTarget({ ...call, sid: '' })).toMatch(/^\/message\?/);
  });

  it('the notification body: the push text, else the stored translation, else English', () => {
    const texts = parsePushTexts(JSON.stringify({ move: 'اضغط لترى الجديد', call: 'يتصل بك' }));
    const call = parsePush(JSON.stringify({ kind: 'call', title: 'Riya', jid: HOST, sid: 's' }))!;
    expect(notificationBody(call, texts)).toBe('يتصل بك');
    expect(notificationBody({ ...call, kind: 'message' }, texts)).toBe('اضغط لترى الجديد');
    expect(notificationBody({ ...call, body: 'hi' }, texts)).toBe('hi');
    expect(parsePushTexts(null)).toEqual(DEFAULT_PUSH_TEXTS);
    expect(parsePushTexts('{"move": 5}')).toEqual(DEFAULT_PUSH_TEXTS);
  });

  it('a foreground push is an in-app notice of type 2 with the sender, avatar and the translated "move" (§4)', () => {
    const texts = parsePushTexts(JSON.stringify({ move: 'اضغط لترى الجديد', call: 'يتصل بك' }));
    const p = parsePush(JSON.stringify({ title: 'Riya', jid: HOST, avatarUrl: '/media/avatars/100003.svg', body: 'hello there' }))!;
    expect(foregroundNotice(p, texts)).toEqual({ type: 2, sender: 'Riya', jid: HOST, avatarUrl: '/media/avatars/100003.svg', text: 'اضغط لترى الجديد' });
    expect(foregroundNotice({ ...p, kind: 'call', sid: 's1' }, texts).text).toBe('يتصل بك');
  });
});
