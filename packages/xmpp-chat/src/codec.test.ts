import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import xml, { type Element } from '@xmpp/xml';
import { decodeMessage, encodeMessage, EXTRAS_NS, type WireMessage } from './codec.ts';

const base: WireMessage = {
  mid: 'm1', from: 'user_1@localhost', to: 'anchor_2@anchors.localhost', date: 1_700_000_000_000,
  type: 'text', content: 'hello', nickName: 'Al', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0,
};

const withExtras = (extras: unknown, body = 'x', attrs: Record<string, string> = {}) =>
  xml('message', { type: 'chat', id: 'm', from: 'a_1@h', to: 'b_2@h', ...attrs }, xml('body', {}, body),
    xml('extras', { xmlns: EXTRAS_NS }, typeof extras === 'string' ? extras : JSON.stringify(extras)));

describe('codec', () => {
  it('round-trips a text message', () => {
    const r = decodeMessage(encodeMessage(base) as never);
    expect(r).toEqual({ ok: true, message: { ...base, filtered: undefined, attachment: undefined, msgCategory: undefined, identifyName: undefined, step: undefined, textAction: undefined } });
  });

  it('refuses to encode local-only and unknown types', () => {
    expect(() => encodeMessage({ ...base, type: 'online_info' })).toThrow('not sendable');
    expect(() => encodeMessage({ ...base, type: 'unknown' })).toThrow('not sendable');
  });

  it('rejects malformed stanzas with a reason', () => {
    expect(decodeMessage(xml('iq', {}) as never)).toEqual({ ok: false, error: 'not a message stanza' });
    expect(decodeMessage(withExtras('{nope') as never)).toEqual({ ok: false, error: 'extras are not JSON' });
    expect(decodeMessage(withExtras({ type: '', date: 1 }) as never)).toEqual({ ok: false, error: 'message type is empty' });
    expect(decodeMessage(withExtras({ type: 0, date: -5 }) as never).ok).toBe(false);
    expect(decodeMessage(withExtras({ type: 19, date: 1, attachment: { giftPrice: 3 } }) as never)).toEqual({ ok: false, error: 'ask_gift without a gift id' });
    expect(decodeMessage(xml('message', { id: 'm', from: 'a@b', to: 'c@d' }, xml('body', {}, 'hi')) as never)).toEqual({ ok: false, error: 'message without extras' });
    // Found by fuzzing (issue 19.13): a from whose bare jid is empty or has no local part.
    for (const from of ['/@', '@host', 'user@', 'a b@c']) {
      const el = withExtras({ type: 0, date: 1 });
      el.attrs.from = from;
      expect(decodeMessage(el as never), from).toEqual({ ok: false, error: 'message without a from jid' });
    }
  });

  it('reads /media/ paths and absolute http(s) URLs; drops other URL forms', () => {
    const ok = decodeMessage(withExtras({ type: 2, date: 1, attachment: { url: '/media/photos/a.svg', thumbUrl: '/media/photos/a-blur.svg', payNeed: true, payPrice: 30 } }) as never);
    expect(ok.ok && ok.message.attachment).toEqual({ url: '/media/photos/a.svg', thumbUrl: '/media/photos/a-blur.svg', payNeed: true, payPrice: 30 });
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', '/media/../api/x', 'data:image/png;base64,AA', '/api/x']) {
      const r = decodeMessage(withExtras({ type: 6, date: 1, attachment: { id: 's', thumbUrl: bad, name: 'x' } }) as never);
      expect(r.ok && r.message.attachment).toBeUndefined();
    }
  });

  it('maps unknown type numbers to unknown and drops unreadable images', () => {
    const r = decodeMessage(withExtras({ type: 999, date: 1 }) as never);
    expect(r.ok && r.message.type).toBe('unknown');
    const img = decodeMessage(withExtras({ type: 2, date: 1, attachment: { url: 'https://i/a.png' } }) as never);
    expect(img.ok && img.message.attachment).toBeUndefined();
  });

  it('property: decoding arbitrary extras, bodies and attributes never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.dictionary(fc.constantFrom('id', 'from', 'to', 'type'), fc.string()), (extras, body, attrs) => {
        const el = withExtras(extras === undefined ? 'undefined' : JSON.stringify(extras) ?? 'null', body, attrs);
        const r = decodeMessage(el as never);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('property: encode then decode round-trips any sendable text message', () => {
    fc.assert(
      fc.property(
        fc.record({
          mid: fc.string({ minLength: 1, maxLength: 40 }),
          content: fc.string({ maxLength: 500 }),
          nickName: fc.string({ maxLength: 50 }),
          date: fc.integer({ min: 0, max: 4_000_000_000_000 }),
          sensitiveInfo: fc.integer({ min: 0, max: 15 }),
        }),
        (p) => {
          const msg: WireMessage = { ...base, ...p };
          const r = decodeMessage(encodeMessage(msg) as unknown as Element as never);
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(r.message.mid).toBe(msg.mid);
            expect(r.message.content).toBe(msg.content);
            expect(r.message.nickName).toBe(msg.nickName);
            expect(r.message.date).toBe(msg.date);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
