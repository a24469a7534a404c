/**
 * Test doubles for the features package's unit tests only: a chat connection and an API
 * client with just the calls the controllers make. End-to-end tests use the real ones.
 */
import type { ArchivePage, ArchiveQuery, ChatConnection, ConnectionState, MessageBounce, PresenceUpdate, StanzaErrorCondition, StanzaErrorType, WireMessage } from '@vchat/xmpp-chat';
import { ChatError, walkArchiveBackward } from '@vchat/xmpp-chat';

export function fakeChat() {
  const messageL = new Set<(m: WireMessage) => void>();
  const presenceL = new Set<(p: PresenceUpdate) => void>();
  const stateL = new Set<(s: ConnectionState) => void>();
  const bounceL = new Set<(b: MessageBounce) => void>();
  let state: ConnectionState = 'disconnected';
  const sent: WireMessage[] = [];
  /** XEP-0333 displayed markers sent. */
  const displayed: { to: string; id: string }[] = [];
  /** Read syncs sent to the user's other sessions. */
  const readSyncs: string[] = [];
  const readL = new Set<(r: { id: string }) => void>();
  const ctl = {
    displayed,
    readSyncs,
    /** A read sync from another session of the user. */
    readElsewhere(id: string) {
      for (const l of readL) l({ id });
    },
    loginResult: 'ok' as 'ok' | 'need login' | 'time out',
    sendResult: 'ok' as 'ok' | 'fail',
    /** Server refusals (stanza errors) of the next sends, one per send. */
    refusals: [] as Array<{ condition: StanzaErrorCondition; type: StanzaErrorType; text: string }>,
    /** Next purchase answer: a balance, or the server's refusal reason. */
    purchase: { gemsBalance: 450 } as { gemsBalance: number } | { refuse: string },
    purchases: [] as { giftId: string; price: number; target: string; mid: string }[],
    /** Purchases applied whose answer is then lost ('time out'), used up one per purchase. */
    loseReplies: 0,
    /**
     * Messages the server archive holds (XEP-0313), archived at their `date` (the stamp):
     * queryArchive pages through them like Prosody (filters with/start/end, RSM before/after).
     */
    archive: [] as WireMessage[],
    /** Archived bounces of own messages (returned with the page holding the refused mid). */
    archiveBounces: [] as { mid: string; condition: string; text: string }[],
    /** Every archive query asked. */
    archiveQueries: [] as ArchiveQuery[],
    logins: 0,
    /** Archive queries still to be refused (resource-constraint), used up one per query. */
    archiveFailures: 0,
    /** vCard requests still to fail ('time out'), used up one per request. */
    vCardFailures: 0,
    sent,
    setState(s: ConnectionState) {
      state = s;
      for (const l of stateL) l(s);
    },
    deliver(m: WireMessage) {
      for (const l of messageL) l(m);
    },
    /** A host refuses an own message after the server's ack. */
    bounce(b: MessageBounce) {
      for (const l of bounceL) l(b);
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
      const refusal = ctl.refusals.shift();
      if (refusal) throw new ChatError('send failed', undefined, refusal.text, refusal.condition, refusal.type);
      sent.push(m);
    },
    async sendPresence() {},
    async sendCall() {},
    onCall: () => () => {},
    async queryArchive(q: ArchiveQuery): Promise<ArchivePage> {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      if (ctl.archiveFailures > 0) {
        ctl.archiveFailures--;
        throw new ChatError('xmpp send iq error', undefined, 'resource-constraint');
      }
      ctl.archiveQueries.push(q);
      const bare = (j: string) => j.split('/')[0]!;
      const pool = [...ctl.archive]
        .sort((a, b) => a.date - b.date)
        .filter((m) => !q.with || bare(m.from) === q.with || bare(m.to) === q.with)
        .filter((m) => (q.start === undefined || m.date >= q.start) && (q.end === undefined || m.date <= q.end));
      const max = q.max ?? 100;
      let page: WireMessage[];
      let complete: boolean;
      if (q.before !== undefined) {
        const end = q.before ? pool.findIndex((m) => `a-${m.mid}` === q.before) : pool.length;
        const start = Math.max(0, end - max);
        page = pool.slice(start, end);
        complete = start === 0;
      } else {
        const start = q.after ? pool.findIndex((m) => `a-${m.mid}` === q.after) + 1 : 0;
        page = pool.slice(start, start + max);
        complete = start + max >= pool.length;
      }
      const mids = new Set(page.map((m) => m.mid));
      return {
        messages: page.map((m) => ({ archiveId: `a-${m.mid}`, stamp: m.date, message: m })),
        bounced: ctl.archiveBounces.filter((b) => mids.has(b.mid)),
        dropped: [],
        first: page[0] ? `a-${page[0].mid}` : null,
        last: page.at(-1) ? `a-${page.at(-1)!.mid}` : null,
        complete,
        count: pool.length,
      };
    },
    async walkArchive(o: Parameters<ChatConnection['walkArchive']>[0]): ReturnType<ChatConnection['walkArchive']> {
      return walkArchiveBackward((q: ArchiveQuery): Promise<ArchivePage> => this.queryArchive(q), o);
    },
    async sendDisplayed(to: string, id: string) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      displayed.push({ to, id });
    },
    async sendReadSync(id: string) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      readSyncs.push(id);
    },
    onReadElsewhere: (l: (r: { id: string }) => void) => (readL.add(l), () => void readL.delete(l)),
    async getVCard(jid: string) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      if (ctl.vCardFailures > 0) {
        ctl.vCardFailures--;
        throw new ChatError('time out');
      }
      return { fn: '', nickName: jid.split('@')[0] ?? '', avatarUrl: '', birthday: '', tel: '', email: '', about: '', country: '', address: '' };
    },
    async purchaseGift(p: { giftDomain: string; giftId: string; price: number; target: string; mid: string }) {
      if (state !== 'connected') throw new ChatError('xmpp not connected');
      if ('refuse' in ctl.purchase) throw new ChatError('xmpp send iq error', undefined, ctl.purchase.refuse);
      // Like the gift service: a repeated mid is answered again, not bought again.
      if (!ctl.purchases.some((x) => x.mid === p.mid)) ctl.purchases.push({ giftId: p.giftId, price: p.price, target: p.target, mid: p.mid });
      if (ctl.loseReplies > 0) {
        ctl.loseReplies--;
        throw new ChatError('time out', undefined, 'no answer to the purchase');
      }
      return ctl.purchase;
    },
    async ping() {
      return 1;
    },
    async check() {},
    prepare() {},
    networkChanged() {},
    state: () => state,
    sessions: () => ({ bound: 0, resumed: 0 }),
    jid: () => null,
    onState: (l: (s: ConnectionState) => void) => (stateL.add(l), () => void stateL.delete(l)),
    onMessage: (l: (m: WireMessage) => void) => (messageL.add(l), () => void messageL.delete(l)),
    onPresence: (l: (p: PresenceUpdate) => void) => (presenceL.add(l), () => void presenceL.delete(l)),
    onInvalid: () => () => {},
    onBounce: (l: (b: MessageBounce) => void) => (bounceL.add(l), () => void bounceL.delete(l)),
  } satisfies ChatConnection;
  return { chat, ctl };
}
