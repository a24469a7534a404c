import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import xml, { type Element } from '@xmpp/xml';
import { createChatConnection, PREPARED_STREAM_MS, type EntityOptions, type XmppEntity } from './connection.ts';
import { encodeMessage } from './codec.ts';
import { encodeCallSignal } from './callStanza.ts';

/** A stand-in for @xmpp/client's entity: enough to drive the state machine. */
class FakeEntity extends EventEmitter {
  status = 'offline';
  sent: Element[] = [];
  startBehaviour: 'ok' | 'auth' | 'hang' = 'ok';
  reconnectCalls = 0;
  pingOk = true;
  jid = { toString: () => 'user_1@localhost/web' };
  sm = Object.assign(new EventEmitter(), { enabled: false });
  streamManagement = this.sm;
  reconnect = {
    stop: () => {},
    reconnect: async () => {
      this.reconnectCalls++;
      this.goOnline();
    },
  };
  iqCaller: { request: (el: Element) => Promise<Element> } = {
    request: async () => {
      if (!this.pingOk) throw new Error('timeout');
      return {} as Element;
    },
  };
  async start() {
    if (this.startBehaviour === 'auth') {
      const e = new Error('not-authorized');
      e.name = 'SASLError';
      throw e;
    }
    if (this.startBehaviour === 'hang') return new Promise(() => {});
    this.goOnline();
  }
  async stop() {
    this.status = 'offline';
  }
  async send(el: Element) {
    this.sent.push(el);
    if (el.name === 'message' && this.sm.enabled) queueMicrotask(() => this.sm.emit('ack', el));
  }
  goOnline() {
    this.status = 'online';
    this.sm.enabled = true;
    this.emit('online');
  }
  drop() {
    this.status = 'disconnect';
    this.sm.enabled = false;
    this.emit('disconnect', { clean: false });
  }
}

describe('chat connection (§4, §8, §9)', () => {
  let fake: FakeEntity;
  const make = () =>
    createChatConnection({ service: 'ws://x', domain: 'localhost', createEntity: () => fake as unknown as XmppEntity, log: () => {}, random: () => 0 });

  beforeEach(() => {
    vi.useFakeTimers();
    fake = new FakeEntity();
  });
  afterEach(() => vi.useRealTimers());

  it('refuses to sign in without credentials: "need login"', async () => {
    const c = make();
    await expect(c.login(null)).rejects.toThrow('need login');
    await expect(c.login({ jid: 'user_1@localhost', vcToken: '' })).rejects.toThrow('need login');
    expect(c.state()).toBe('disconnected');
  });

  it('goes disconnected → connecting → connected and sends initial presence', async () => {
    const c = make();
    const states: string[] = [];
    c.onState((s) => states.push(s));
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'connected']);
    expect(fake.sent.some((e) => e.name === 'presence')).toBe(true);
  });

  it('maps a refused token to "need login" and failure', async () => {
    fake.startBehaviour = 'auth';
    const c = make();
    await expect(c.login({ jid: 'user_1@localhost', vcToken: 'bad' })).rejects.toThrow('need login');
    expect(c.state()).toBe('failure');
  });

  it('gives "time out" when no session comes within 10 s', async () => {
    fake.startBehaviour = 'hang';
    const c = make();
    const p = c.login({ jid: 'user_1@localhost', vcToken: 't' });
    const assertion = expect(p).rejects.toThrow('time out');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(c.state()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('after a drop: failure, then reconnect checks at 0.5 s (and 3 s if still down)', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    fake.reconnect.reconnect = async () => {
      fake.reconnectCalls++; // stays down
    };
    fake.drop();
    expect(c.state()).toBe('failure');
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.reconnectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.reconnectCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(fake.reconnectCalls).toBe(2);
  });

  it('a failed reconnect does not schedule more quick checks; the 10 s check goes on', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    fake.reconnect.reconnect = async () => {
      fake.reconnectCalls++;
      throw new Error('refused');
    };
    fake.start = async () => {
      fake.reconnectCalls++;
      throw new Error('refused');
    };
    fake.drop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.reconnectCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fake.reconnectCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.reconnectCalls).toBeGreaterThanOrEqual(3);
  });

  it('a reconnect attempt that never settles times out and later checks still run', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    let hang = true;
    const real = fake.reconnect.reconnect;
    fake.reconnect.reconnect = async () => {
      fake.reconnectCalls++;
      if (hang) return new Promise(() => {});
      fake.status = 'offline';
      return real();
    };
    fake.start = async () => {
      fake.reconnectCalls++;
      if (hang) return new Promise(() => {});
      fake.goOnline();
    };
    fake.drop();
    await vi.advanceTimersByTimeAsync(10_500);
    expect(c.state()).toBe('failure');
    hang = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(c.state()).toBe('connected');
  });

  it('a reconnect whose socket closes before opening fails at once; the next check tries again, without hammering', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    let down = true;
    const realReconnect = fake.reconnect.reconnect;
    const realStart = fake.start.bind(fake);
    const closing = () => {
      fake.reconnectCalls++;
      fake.status = 'connecting';
      queueMicrotask(() => fake.drop()); // the socket closes; the attempt itself never settles
      return new Promise<void>(() => {});
    };
    fake.reconnect.reconnect = async () => {
      if (down) await closing();
      else await realReconnect();
    };
    fake.start = async () => {
      if (down) await closing();
      else await realStart();
    };
    fake.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.reconnectCalls).toBe(1);
    expect(c.state()).toBe('failure'); // failed at once, not after the 10 s login timeout
    await vi.advanceTimersByTimeAsync(2_500);
    expect(fake.reconnectCalls).toBe(2); // the 3 s check ran (it was skipped while the attempt hung)
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.reconnectCalls).toBeLessThanOrEqual(6); // the 10 s checks only: 0.5 s, 3 s, then every 10 s
    down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.state()).toBe('connected');
  });

  it('reconnects on the first check when the server is back', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    fake.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.reconnectCalls).toBe(1);
    expect(c.state()).toBe('connected');
  });

  /** A reconnect that resumes the XEP-0198 session: @xmpp/client sets `online` silently and stream management says `resumed`. */
  const resumeOnReconnect = () => {
    fake.reconnect.reconnect = async () => {
      fake.reconnectCalls++;
      fake.status = 'online';
      fake.sm.enabled = true;
      fake.sm.emit('resumed');
    };
  };

  it('after a resumed reconnect it is connected at once, not at the 3 s check (issue 19.12)', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    resumeOnReconnect();
    fake.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.reconnectCalls).toBe(1);
    expect(c.state()).toBe('connected');
  });

  it('four successive drops, each resumed, each recover (issue 19.12)', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    resumeOnReconnect();
    for (let i = 1; i <= 4; i++) {
      fake.drop();
      expect(c.state()).toBe('failure');
      await vi.advanceTimersByTimeAsync(15_000);
      expect(c.state(), `drop ${i}`).toBe('connected');
    }
    expect(fake.reconnectCalls).toBe(4);
  });

  it('the quick checks after a drop come with jitter: at most 20% later', async () => {
    const c = createChatConnection({ service: 'ws://x', domain: 'localhost', createEntity: () => fake as unknown as XmppEntity, log: () => {}, random: () => 0.99 });
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    fake.reconnect.reconnect = async () => {
      fake.reconnectCalls++; // stays down
    };
    fake.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.reconnectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(99);
    expect(fake.reconnectCalls).toBe(1);
  });

  it('offline: failure at once; online: reconnects at once, not at the next check (issue 19.3)', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    c.networkChanged(false);
    expect(c.state()).toBe('failure');
    expect(fake.status).toBe('offline');
    fake.startBehaviour = 'ok';
    c.networkChanged(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.state()).toBe('connected');
  });

  it('every 10 s sends presence when connected, reconnects when not', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    const presences = () => fake.sent.filter((e) => e.name === 'presence').length;
    const before = presences();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(presences()).toBe(before + 1);
    fake.pingOk = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.state()).not.toBe('connected');
  });

  it('sendMessage resolves on the server ack and refuses when not connected', async () => {
    const c = make();
    const msg = { mid: 'm1', from: 'user_1@localhost', to: 'anchor_2@anchors.localhost', date: 1, type: 'text' as const, content: 'hi', nickName: '', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0 };
    await expect(c.sendMessage(msg)).rejects.toThrow('xmpp not connected');
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(c.sendMessage(msg)).resolves.toBeUndefined();
    expect(fake.sent.find((e) => e.name === 'message')?.attrs.id).toBe('m1');
  });

  describe('two sessions of one user (XEP-0280 carbons, read syncs)', () => {
    const wire = (from: string, to: string, content: string) =>
      encodeMessage({ mid: `m-${content}`, from, to, date: 5, type: 'text', content, nickName: 'A', os: 'web', pkgName: 'p', version: 1, sensitiveInfo: 0 });
    const carbon = (kind: 'sent' | 'received', from: string, inner: Element) =>
      xml('message', { from, to: 'user_1@localhost/web' }, xml(kind, { xmlns: 'urn:xmpp:carbons:2' }, xml('forwarded', { xmlns: 'urn:xmpp:forward:0' }, inner)));

    it('asks for carbons when the session starts', async () => {
      const c = make();
      const asked: Element[] = [];
      fake.iqCaller.request = async (el: Element) => (asked.push(el), {} as Element);
      await c.login({ jid: 'user_1@localhost', vcToken: 't' });
      await vi.advanceTimersByTimeAsync(0);
      expect(asked.some((el) => el.getChild('enable', 'urn:xmpp:carbons:2'))).toBe(true);
    });

    it('what another session sent or read reaches this one; a carbon from anyone else is dropped', async () => {
      const c = make();
      await c.login({ jid: 'user_1@localhost', vcToken: 't' });
      const got: string[] = [];
      const read: string[] = [];
      c.onMessage((m) => got.push(`${m.from}>${m.to}:${m.content}`));
      c.onReadElsewhere((r) => read.push(r.id));
      fake.emit('stanza', carbon('sent', 'user_1@localhost', wire('user_1@localhost/other', 'anchor_2@anchors.localhost', 'mine')));
      fake.emit('stanza', carbon('received', 'user_1@localhost', wire('anchor_2@anchors.localhost', 'user_1@localhost/other', 'hers')));
      fake.emit('stanza', carbon('sent', 'anchor_2@anchors.localhost', wire('user_1@localhost/other', 'anchor_2@anchors.localhost', 'forged')));
      fake.emit('stanza', carbon('sent', 'user_9@localhost', wire('user_9@localhost', 'anchor_2@anchors.localhost', 'forged2')));
      const marker = xml('message', { to: 'anchor_2@anchors.localhost', from: 'user_1@localhost/other' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'h-1' }));
      fake.emit('stanza', carbon('sent', 'user_1@localhost', marker));
      fake.emit('stanza', xml('message', { from: 'user_1@localhost/other', to: 'user_1@localhost' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'h-2' })));
      fake.emit('stanza', xml('message', { from: 'anchor_2@anchors.localhost', to: 'user_1@localhost' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'h-3' })));
      // This session's own read sync, given back by the server: nothing new.
      fake.emit('stanza', xml('message', { from: 'user_1@localhost/web', to: 'user_1@localhost' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'h-4' })));
      expect(got).toEqual(['user_1@localhost>anchor_2@anchors.localhost:mine', 'anchor_2@anchors.localhost>user_1@localhost:hers']);
      expect(read).toEqual(['h-1', 'h-2']);
    });

    it('a received carbon of call signalling is not this session\'s call', async () => {
      const c = make();
      await c.login({ jid: 'user_1@localhost', vcToken: 't' });
      const calls: string[] = [];
      c.onCall((sig) => calls.push(sig.action));
      const fromHub = encodeCallSignal('user_1@localhost/other', 'CallIn', 'sid-9');
      fromHub.attrs.from = 'hub.localhost';
      fake.emit('stanza', carbon('received', 'user_1@localhost', fromHub));
      expect(calls).toEqual([]);
    });

    it('sendReadSync tells the own account, not archived', async () => {
      const c = make();
      await c.login({ jid: 'user_1@localhost', vcToken: 't' });
      await vi.advanceTimersByTimeAsync(0);
      await c.sendReadSync('h-1');
      const out = fake.sent.at(-1)!;
      expect(out.attrs.to).toBe('user_1@localhost');
      expect(out.getChild('displayed', 'urn:xmpp:chat-markers:0')?.attrs.id).toBe('h-1');
      expect(out.getChild('no-store', 'urn:xmpp:hints')).toBeTruthy();
    });
  });

  it('emits decoded messages and reports undecodable ones', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    const got: string[] = [];
    const bad: string[] = [];
    c.onMessage((m) => got.push(m.content));
    c.onInvalid((e) => bad.push(e.error));
    fake.emit('stanza', encodeMessage({ mid: 'x', from: 'anchor_2@anchors.localhost', to: 'user_1@localhost', date: 5, type: 'text', content: 'hello back', nickName: 'A', os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0 }));
    const broken = encodeMessage({ mid: 'y', from: 'anchor_2@anchors.localhost', to: 'user_1@localhost', date: 5, type: 'text', content: 'x', nickName: 'A', os: '', pkgName: '', version: 1, sensitiveInfo: 0 });
    broken.getChild('extras')!.children = ['{broken'];
    fake.emit('stanza', broken);
    expect(got).toEqual(['hello back']);
    expect(bad).toEqual(['extras are not JSON']);
  });

  it('purchaseGift sends the purchase IQ and returns the new balance', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    let asked: Element | undefined;
    fake.iqCaller.request = async (el: Element) => {
      asked = el;
      return xml('iq', { type: 'result' }, xml('purchase', { xmlns: 'urn:vchat:gift:0', gemsBalance: '450' })) as Element;
    };
    await expect(c.purchaseGift({ giftDomain: 'gift.localhost', giftId: 'rose', price: 50, target: 'anchor_2@anchors.localhost', mid: 'm9' })).resolves.toEqual({ gemsBalance: 450 });
    expect(asked?.attrs).toMatchObject({ type: 'set', to: 'gift.localhost' });
    expect(asked?.getChild('purchase', 'urn:vchat:gift:0')?.attrs).toMatchObject({ giftId: 'rose', price: '50', target: 'anchor_2@anchors.localhost', mid: 'm9' });
  });

  it('a refused purchase is "xmpp send iq error" with the server reason', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    fake.iqCaller.request = async () => {
      throw Object.assign(new Error('not-acceptable - gems insufficient'), { name: 'StanzaError', condition: 'not-acceptable', text: 'gems insufficient' });
    };
    const err = await c.purchaseGift({ giftDomain: 'gift.localhost', giftId: 'rose', price: 50, target: 'anchor_2@anchors.localhost', mid: 'm9' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ChatError', message: 'xmpp send iq error', detail: 'gems insufficient' });
    await c.logout();
    await expect(c.purchaseGift({ giftDomain: 'g', giftId: 'r', price: 1, target: 't', mid: 'm' })).rejects.toThrow('xmpp not connected');
  });

  it('a purchase whose answer never comes is "time out" (the outcome is unknown: retry with the same mid), not a refusal', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    fake.iqCaller.request = async () => {
      throw Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    };
    const err = await c.purchaseGift({ giftDomain: 'gift.localhost', giftId: 'rose', price: 50, target: 'anchor_2@anchors.localhost', mid: 'm9' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ChatError', message: 'time out' });
  });

  it('a message the stream gave up on unacknowledged is "xmpp not connected" (send again), not a refusal', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    fake.send = async (el: Element) => {
      fake.sent.push(el); // written, never acknowledged
    };
    const sending = c.sendMessage({ mid: 'm-1', from: 'user_1@localhost', to: 'anchor_2@anchors.localhost', date: 1, type: 'text', content: 'hi', nickName: '', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    fake.sm.emit('fail', fake.sent.at(-1));
    expect(await sending).toMatchObject({ name: 'ChatError', message: 'xmpp not connected' });
  });

  it('a refusal before the ack rejects the send with its condition and type (wait: try again later)', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    fake.send = async (el: Element) => {
      fake.sent.push(el); // written; the server answers with an error instead of the ack
    };
    const sending = c.sendMessage({ mid: 'm-2', from: 'user_1@localhost', to: 'anchor_2@anchors.localhost', date: 1, type: 'text', content: 'hi', nickName: '', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('stanza', xml('message', { type: 'error', id: 'm-2', from: 'anchor_2@anchors.localhost' },
      xml('error', { type: 'wait' }, xml('remote-server-timeout', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }),
        xml('text', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }, 'Component unavailable'))));
    expect(await sending).toMatchObject({ name: 'ChatError', message: 'send failed', condition: 'remote-server-timeout', type: 'wait', detail: 'Component unavailable' });
  });

  it('sends call actions to the hub and hears only the hub', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    await c.sendCall('SessionRequest', 'sid-1', { callee: 'anchor_2@anchors.localhost' });
    const out = fake.sent.find((e) => e.getChild('call', 'urn:vchat:call:0'));
    expect(out?.attrs.to).toBe('hub.localhost');
    const got: string[] = [];
    c.onCall((s) => got.push(`${s.action}:${s.sid}`));
    const fromHub = encodeCallSignal('user_1@localhost', 'PeerAnswered', 'sid-1');
    fromHub.attrs.from = 'hub.localhost';
    const forged = encodeCallSignal('user_1@localhost', 'PeerAnswered', 'sid-1');
    forged.attrs.from = 'anchor_2@anchors.localhost';
    fake.emit('stanza', fromHub);
    fake.emit('stanza', forged);
    expect(got).toEqual(['PeerAnswered:sid-1']);
  });

  it('logout disconnects and stops the checks', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await c.logout();
    expect(c.state()).toBe('disconnected');
    fake.drop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fake.reconnectCalls).toBe(0);
  });
  it('a stream error from a session being closed by logout is swallowed, not thrown (the server revoked its token: "signed out")', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await c.logout();
    const err = Object.assign(new Error('not-authorized - signed out'), { name: 'StreamError' });
    // An EventEmitter throws an 'error' event nobody listens to: in the page, an uncaught error.
    expect(() => fake.emit('error', err)).not.toThrow();
    expect(c.state()).toBe('disconnected');
  });

  it('reads an archive page: results collected by query id through the codec, bounces by id, not given to live listeners', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    const live: string[] = [];
    c.onMessage((m) => live.push(m.mid));
    fake.iqCaller.request = async (iq: Element) => {
      const q = iq.getChild('query', 'urn:xmpp:mam:2')!;
      const queryid = String(q.attrs.queryid);
      const fwd = (id: string, inner: Element) =>
        xml('message', {}, xml('result', { xmlns: 'urn:xmpp:mam:2', queryid, id },
          xml('forwarded', { xmlns: 'urn:xmpp:forward:0' }, xml('delay', { xmlns: 'urn:xmpp:delay', stamp: '2026-01-01T00:00:00Z' }), inner)));
      const good = encodeMessage({ mid: 'a', from: 'anchor_1@anchors.localhost', to: 'user_1@localhost', date: 1, type: 'text', content: 'hi', nickName: 'A', os: '', pkgName: '', version: 1, sensitiveInfo: 0 });
      const bad = xml('message', { type: 'chat', id: 'b', from: 'anchor_1@anchors.localhost', to: 'user_1@localhost' }, xml('extras', { xmlns: 'urn:vchat:extras:0' }, '{'));
      const bounce = xml('message', { type: 'error', id: 'mine', from: 'anchor_1@anchors.localhost', to: 'user_1@localhost/web' },
        xml('error', { type: 'cancel' }, xml('policy-violation', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' })));
      // Another query's result is ignored.
      const other = xml('message', {}, xml('result', { xmlns: 'urn:xmpp:mam:2', queryid: 'someone-else', id: 'z' }, xml('forwarded', { xmlns: 'urn:xmpp:forward:0' }, good)));
      for (const s of [fwd('1', good), fwd('2', bad), fwd('3', bounce), other]) fake.emit('stanza', s);
      return xml('iq', { type: 'result' }, xml('fin', { xmlns: 'urn:xmpp:mam:2', complete: 'true' },
        xml('set', { xmlns: 'http://jabber.org/protocol/rsm' }, xml('first', {}, '1'), xml('last', {}, '3'))));
    };
    const page = await c.queryArchive({ with: 'anchor_1@anchors.localhost', before: '', max: 10 });
    expect(page.messages.map((m) => [m.archiveId, m.message.mid])).toEqual([['1', 'a']]);
    expect(page.dropped).toEqual([{ archiveId: '2', reason: 'extras are not JSON' }]);
    expect(page.bounced).toEqual([{ mid: 'mine', condition: 'policy-violation', text: '' }]);
    expect(page).toMatchObject({ first: '1', last: '3', complete: true });
    expect(live).toEqual([]);
  });

  it('a refusal after the ack is a bounce with its typed condition', async () => {
    const c = make();
    await c.login({ jid: 'user_1@localhost', vcToken: 't' });
    await vi.advanceTimersByTimeAsync(0);
    const bounces: unknown[] = [];
    c.onBounce((b) => bounces.push(b));
    fake.emit('stanza', xml('message', { type: 'error', id: 'm21', from: 'anchor_1@anchors.localhost' },
      xml('error', { type: 'cancel' }, xml('policy-violation', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }),
        xml('text', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }, 'send locked'))));
    expect(bounces).toEqual([{ mid: 'm21', condition: 'policy-violation', text: 'send locked' }]);
  });
});

describe('a stream opened ahead of a sign-in (prepare; issue 21, tap → talking)', () => {
  /** A fake whose start opens the socket, then waits at SASL for the credentials it was made with. */
  class WaitingEntity extends FakeEntity {
    given: { username: string; password: string } | null = null;
    starts = 0;
    stops = 0;
    constructor(private readonly o: EntityOptions) {
      super();
    }
    override async start() {
      this.starts++;
      this.status = 'open';
      const c = this.o.credentials ? await this.o.credentials : { username: this.o.username, password: this.o.password };
      if (this.status !== 'open') throw new Error('closed before sign-in');
      this.given = c;
      if (c.password === 'bad') {
        const e = new Error('not-authorized');
        e.name = 'SASLError';
        throw e;
      }
      this.goOnline();
    }
    override async stop() {
      this.stops++;
      this.status = 'offline';
    }
  }
  let made: WaitingEntity[];
  const make = () =>
    createChatConnection({
      service: 'ws://x',
      domain: 'localhost',
      createEntity: (o) => {
        const e = new WaitingEntity(o);
        made.push(e);
        return e as unknown as XmppEntity;
      },
      log: () => {},
      random: () => 0,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('signs in on the stream opened ahead, with the user’s credentials, without a second socket', async () => {
    const c = make();
    c.prepare();
    c.prepare(); // one stream, however often the sheet asks
    expect(made).toHaveLength(1);
    expect(made[0]!.starts).toBe(1);
    expect(c.state()).toBe('disconnected'); // nobody is signed in yet
    await c.login({ jid: 'user_7@localhost', vcToken: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    expect(made[0]!.starts).toBe(1);
    expect(made[0]!.given).toEqual({ username: 'user_7', password: 'tok' });
    expect(c.state()).toBe('connected');
    expect(made[0]!.sent.some((e) => e.name === 'presence')).toBe(true);
    // Signed in, a later prepare opens nothing.
    c.prepare();
    expect(made).toHaveLength(1);
  });

  it('a refused token on the prepared stream is "need login", as on a fresh one', async () => {
    const c = make();
    c.prepare();
    await expect(c.login({ jid: 'user_7@localhost', vcToken: 'bad' })).rejects.toThrow('need login');
    expect(c.state()).toBe('failure');
  });

  it('a prepared stream that dropped is not used: the login opens its own', async () => {
    const c = make();
    c.prepare();
    made[0]!.drop();
    await c.login({ jid: 'user_7@localhost', vcToken: 'tok' });
    expect(made).toHaveLength(2);
    expect(made[0]!.given).toBeNull();
    expect(made[1]!.given).toEqual({ username: 'user_7', password: 'tok' });
    expect(c.state()).toBe('connected');
  });

  it('is closed when no sign-in comes within PREPARED_STREAM_MS, and on logout', async () => {
    const c = make();
    c.prepare();
    await vi.advanceTimersByTimeAsync(PREPARED_STREAM_MS - 1);
    expect(made[0]!.stops).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(made[0]!.stops).toBe(1);
    // A later sign-in connects afresh.
    await c.login({ jid: 'user_7@localhost', vcToken: 'tok' });
    expect(made).toHaveLength(2);
    await c.logout();
    c.prepare();
    expect(made).toHaveLength(3);
    await c.logout();
    expect(made[2]!.stops).toBe(1);
    expect(made[2]!.given).toBeNull();
  });
});
