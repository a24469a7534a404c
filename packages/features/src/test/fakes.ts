/**
 * Test doubles for the features package's unit tests only: a chat connection and an API
 * client with just the calls the controllers make. End-to-end tests use the real ones.
 */
import type { ChatConnection, ConnectionState, PresenceUpdate, WireMessage } from '@vchat/xmpp-chat';
import { ChatError } from '@vchat/xmpp-chat';

export function fakeChat() {
  const messageL = new Set<(m: WireMessage) => void>();
  const presenceL = new Set<(p: PresenceUpdate) => void>();
  const stateL = new Set<(s: ConnectionState) => void>();
  let state: ConnectionState = 'disconnected';
  const sent: WireMessage[] = [];
  /** XEP-0333 displayed markers sent. */
  const displayed: { to: string; id: string }[] = [];
  const ctl = {
    displayed,
    loginResult: 'ok' as 'ok' | 'need login' | 'time out',
    sendResult: 'ok' as 'ok' | 'fail',
    /** Next purchase answer: a balance, or the server's refusal reason. */
    purchase: { gemsBalance: 450 } as { gemsBalance: number } | { refuse: string },
    purchases: [] as { giftId: string; price: number; target: string; mid: string }[],
    /** Messages the server archive holds (XEP-0313); fetchArchive replays those since start. */
    archive: [] as WireMessage[],
    archiveStarts: [] as number[],
    logins: 0,
    sent,
    setState(s: ConnectionState) {
      state = s;
      for (const l of stateL) l(s);
    },
    deliver(m: WireMessage) {
      for (const l of messageL) l(m);
    },
  };
  const chat = {
    async login() {
      ctl.logins++;
      ctl.setState('connecting');
      if (ctl.loginResult !== 'ok') {
        ctl.setState('failure');
        throw new ChatError(ctl.loginResult);
      }
      ctl.setState('connected');
    },
    async logout() {
      ctl.setState('disconnected');
    },
    async sendMessage(m: WireMessage) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      if (ctl.sendResult === 'fail') throw new ChatError('send failed');
      sent.push(m);
    },
    async sendPresence() {},
    async sendCall() {},
    onCall: () => () => {},
    async fetchArchive(p: { start: number }) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      ctl.archiveStarts.push(p.start);
      const found = ctl.archive.filter((m) => m.date >= p.start);
      for (const m of found) for (const l of messageL) l(m);
      return { count: found.length, lastStamp: found.length ? Math.max(...found.map((m) => m.date)) : null, complete: true };
    },
    async sendDisplayed(to: string, id: string) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      displayed.push({ to, id });
    },
    async getVCard(jid: string) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      return { fn: '', nickName: jid.split('@')[0] ?? '', avatarUrl: '', birthday: '', tel: '', email: '', about: '', country: '', address: '' };
    },
    async purchaseGift(p: { giftDomain: string; giftId: string; price: number; target: string; mid: string }) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      if ('refuse' in ctl.purchase) throw new ChatError('xmpp send iq error', undefined, ctl.purchase.refuse);
      ctl.purchases.push({ giftId: p.giftId, price: p.price, target: p.target, mid: p.mid });
      return ctl.purchase;
    },
    async ping() {
      return 1;
    },
    async check() {},
    state: () => state,
    jid: () => null,
    onState: (l: (s: ConnectionState) => void) => (stateL.add(l), () => void stateL.delete(l)),
    onMessage: (l: (m: WireMessage) => void) => (messageL.add(l), () => void messageL.delete(l)),
    onPresence: (l: (p: PresenceUpdate) => void) => (presenceL.add(l), () => void presenceL.delete(l)),
    onInvalid: () => () => {},
  } satisfies ChatConnection;
  return { chat, ctl };
}
