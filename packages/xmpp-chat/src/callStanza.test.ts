import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import xml from '@xmpp/xml';
import { CALL_NS, decodeCallSignal, encodeCallSignal } from './callStanza.ts';

const HUB = 'hub.localhost';
const fromHub = (el: ReturnType<typeof encodeCallSignal>, from = `${HUB}`) => {
  el.attrs.from = from;
  return el;
};

describe('call signalling stanzas (§4, §7)', () => {
  it('round-trips an action with its payload', () => {
    const el = fromHub(encodeCallSignal(HUB, 'CallError', 'sid-1', { reason: 'gems-insufficient' }));
    expect(el.attrs.to).toBe(HUB);
    expect(decodeCallSignal(el as never, HUB)).toEqual({ action: 'CallError', sid: 'sid-1', payload: { reason: 'gems-insufficient' }, from: HUB });
  });

  it('accepts hub actions only from the hub', () => {
    const forged = fromHub(encodeCallSignal(HUB, 'PeerAnswered', 's'), 'anchor_1@anchors.localhost/x');
    expect(decodeCallSignal(forged as never, HUB)).toBeNull();
  });

  it('refuses unknown actions, bad payloads, and unknown actions on encode', () => {
    const bad = (attrs: Record<string, string>, text: string) =>
      xml('message', { from: HUB }, xml('call', { xmlns: CALL_NS, ...attrs }, text));
    expect(decodeCallSignal(bad({ action: 'Explode', sid: 's' }, '{}') as never, HUB)).toBeNull();
    expect(decodeCallSignal(bad({ action: 'CallIn', sid: '' }, '{}') as never, HUB)).toBeNull();
    expect(decodeCallSignal(bad({ action: 'CallIn', sid: 's' }, '[1,2]') as never, HUB)).toBeNull();
    expect(decodeCallSignal(bad({ action: 'CallIn', sid: 's' }, '{oops') as never, HUB)).toBeNull();
    expect(() => encodeCallSignal(HUB, 'Nope' as never, 's')).toThrow('unknown call action');
  });

  it('decodes each hub payload by its schema: CallIn needs a caller, a wrong field reads as absent', () => {
    const sig = (action: Parameters<typeof encodeCallSignal>[1], payload: Record<string, unknown>) =>
      decodeCallSignal(fromHub(encodeCallSignal(HUB, action, 's', payload)) as never, HUB);
    expect(sig('CallIn', { caller: 'anchor_1@anchors.localhost', nickName: 'N'.repeat(150), storyLine: 'yes' })?.payload)
      .toEqual({ caller: 'anchor_1@anchors.localhost', nickName: 'N'.repeat(100), storyLine: false });
    expect(sig('CallIn', { nickName: 'no caller' })).toBeNull();
    expect(sig('CallIn', { caller: 42 })).toBeNull();
    expect(sig('SessionHeartbeat', { gemsBalance: 15, billedGems: 90 })?.payload).toEqual({ gemsBalance: 15, billedGems: 90 });
    expect(sig('SessionHeartbeat', { gemsBalance: -5, billedGems: 1.5 })?.payload).toEqual({ gemsBalance: undefined, billedGems: undefined });
    expect(sig('CallReady', { privateChatPrice: '90', freeSeconds: 60 })?.payload).toEqual({ privateChatPrice: undefined, freeSeconds: 60 });
    expect(sig('CallError', { reason: { nested: true }, hostState: 'sleeping', extra: 'dropped' })?.payload).toEqual({ reason: undefined, hostState: 'sleeping' });
    expect(sig('WebRTCContent', { content: { seq: 0 } })?.payload).toEqual({ content: { seq: 0 } });
  });

  it('property: decoding arbitrary call payload text never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (action, sid, text) => {
        const el = xml('message', { from: HUB }, xml('call', { xmlns: CALL_NS, action, sid }, text));
        const r = decodeCallSignal(el as never, HUB);
        expect(r === null || typeof r.action === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
