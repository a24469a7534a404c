/**
 * The anchors component: every simulated host lives at `anchor_<uid>@anchors.<domain>`.
 * Hosts answer chat messages in their language when awake (dining/outdoor/private), send
 * presence reflecting their daily state, and answer vCard and ping IQs.
 */
import { randomUUID } from 'node:crypto';
import { bareJid, type HostDailyState } from '@vchat/domain';
import { decodeMessage, encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import type { IncomingContext } from '@xmpp/component';
import { avatarPath } from '../avatars.ts';
import { hostStateAt, presenceOfState, type SandboxClock } from '../hosts.ts';
import { HOST_REPLIES } from '../seedData.ts';
import type { Store, UserRow } from '../store.ts';
import { NS, type ComponentIo, type DomainHandler } from './component.ts';

/** Dependencies of the anchors handler. */
export interface AnchorsDeps {
  store: Store;
  /** Clock for daily states (with the admin override). */
  clock: SandboxClock;
  /** Real "now" for message dates. */
  now: () => number;
  replyDelayMs: (state: 'dining' | 'outdoor' | 'private') => number;
}

/** The anchors handler plus the admin action "make a host send a message". */
export interface AnchorsHandler extends DomainHandler {
  sendHostMessage(from: string, to: string, text: string): Promise<string>;
}

/** Logs a wire message to the messages table. */
async function logWire(store: Store, m: WireMessage, nowMs: number): Promise<void> {
  const { mid, from, to, date, type, content, ...rest } = m;
  const extras = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  await store.logMessage({ mid, from_jid: from, to_jid: to, date, type, body: content, extras }, nowMs);
}

/** Creates the handler of the `anchors.<domain>` component. */
export function anchorsHandler(deps: AnchorsDeps): AnchorsHandler {
  const timers = new Set<NodeJS.Timeout>();
  let io: ComponentIo | undefined;
  let replyCounter = 0;

  const presenceEl = (x: ComponentIo, host: UserRow, to: string, state: HostDailyState) => {
    const p = presenceOfState(state);
    const el = x.xml('presence', { from: host.jid, to, ...(p.type ? { type: p.type } : {}) });
    if (p.show) el.append(x.xml('show', {}, p.show));
    el.append(x.xml('status', {}, state));
    return el;
  };

  const sendText = async (x: ComponentIo, host: UserRow, toBare: string, text: string): Promise<string> => {
    const msg: WireMessage = {
      mid: randomUUID(),
      from: host.jid,
      to: toBare,
      date: deps.now(),
      type: 'text',
      content: text,
      nickName: host.nickname,
      os: 'android',
      pkgName: 'host',
      version: 1,
      sensitiveInfo: 0,
    };
    await x.send(encodeMessage(msg));
    await logWire(deps.store, msg, deps.now());
    return msg.mid;
  };

  const hostFor = async (jid: string): Promise<UserRow | undefined> => {
    const u = await deps.store.userByJid(bareJid(jid));
    return u && u.kind === 'anchor' ? u : undefined;
  };

  const pickReply = (host: UserRow): string => {
    const pool = HOST_REPLIES[host.language] ?? HOST_REPLIES.en!;
    return pool[(Number(host.uid) + replyCounter++) % pool.length]!;
  };

  return {
    identity: { category: 'component', type: 'generic', name: 'Hosts' },
    features: [NS.vcard],
    online(x) {
      io = x;
    },
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      io = undefined;
    },

    async message(ctx: IncomingContext, x: ComponentIo) {
      const decoded = decodeMessage(ctx.stanza);
      if (!decoded.ok) {
        // Chat states and receipts without a body are routine; log the rest.
        if (ctx.stanza.getChild('body')) x.log(`dropped a message from ${ctx.from?.toString() ?? '?'}: ${decoded.error}`);
        return;
      }
      const m = decoded.message;
      await logWire(deps.store, m, deps.now());
      const host = await hostFor(m.to);
      if (!host) {
        const err = x.xml('message', { type: 'error', from: ctx.stanza.attrs.to as string, to: ctx.stanza.attrs.from as string, id: m.mid });
        err.append(x.xml('error', { type: 'cancel' }, x.xml('item-not-found', { xmlns: NS.stanzas })));
        await x.send(err);
        return;
      }
      const state = hostStateAt(deps.clock.now(), host.tz_offset);
      if (state !== 'dining' && state !== 'outdoor' && state !== 'private') return; // sleeping/offline hosts are silent
      const viewerFull = String(ctx.stanza.attrs.from);
      const viewerBare = bareJid(viewerFull);
      const t = setTimeout(() => {
        timers.delete(t);
        const live = io;
        if (!live) return;
        void (async () => {
          try {
            await sendText(live, host, viewerBare, pickReply(host));
            await live.send(presenceEl(live, host, viewerFull, hostStateAt(deps.clock.now(), host.tz_offset)));
          } catch (e) {
            live.log(`reply from ${host.jid} failed: ${e instanceof Error ? e.message : String(e)}`);
          }
        })();
      }, Math.max(0, deps.replyDelayMs(state)));
      timers.add(t);
    },

    async presence(ctx: IncomingContext, x: ComponentIo) {
      if (!ctx.to?.local) return;
      const type = ctx.stanza.attrs.type as string | undefined;
      const from = String(ctx.stanza.attrs.from ?? '');
      if (!from) return;
      const host = await hostFor(String(ctx.stanza.attrs.to));
      if (!host) {
        if (type === 'probe' || type === undefined) await x.send(x.xml('presence', { from: String(ctx.stanza.attrs.to), to: from, type: 'unavailable' }));
        return;
      }
      if (type === 'subscribe') {
        await x.send(x.xml('presence', { from: host.jid, to: bareJid(from), type: 'subscribed' }));
        await x.send(presenceEl(x, host, bareJid(from), hostStateAt(deps.clock.now(), host.tz_offset)));
        return;
      }
      if (type === undefined || type === 'probe') {
        await x.send(presenceEl(x, host, from, hostStateAt(deps.clock.now(), host.tz_offset)));
      }
    },

    async iq(ctx: IncomingContext, x: ComponentIo) {
      const child = ctx.element;
      if (!child || !ctx.to?.local) return undefined;
      const host = await hostFor(ctx.to.toString());
      if (!host) return { error: 'item-not-found' };
      if (ctx.type === 'get' && child.is('vCard', NS.vcard)) {
        const v = x.xml('vCard', { xmlns: NS.vcard });
        v.append(x.xml('FN', {}, host.name));
        v.append(x.xml('NICKNAME', {}, host.nickname));
        if (host.birthday) v.append(x.xml('BDAY', {}, host.birthday));
        v.append(x.xml('PHOTO', {}, x.xml('EXTVAL', {}, avatarPath(host.uid))));
        if (host.about) v.append(x.xml('DESC', {}, host.about));
        if (host.country) v.append(x.xml('ADR', {}, x.xml('CTRY', {}, host.country)));
        return v;
      }
      if (ctx.type === 'get' && child.is('query', NS.discoInfo)) {
        return x.xml(
          'query',
          { xmlns: NS.discoInfo },
          x.xml('identity', { category: 'account', type: 'registered', name: host.nickname }),
          x.xml('feature', { var: NS.vcard }),
          x.xml('feature', { var: NS.ping }),
        );
      }
      return undefined;
    },

    async sendHostMessage(from: string, to: string, text: string): Promise<string> {
      const live = io;
      if (!live) throw new Error('the anchors component is not connected');
      const host = await hostFor(from);
      if (!host) throw new Error(`unknown host ${from}`);
      const toBare = bareJid(to);
      if (!/^[^@\s]+@[^@\s]+$/.test(toBare)) throw new Error(`invalid viewer jid ${to}`);
      return sendText(live, host, toBare, text);
    },
  };
}
