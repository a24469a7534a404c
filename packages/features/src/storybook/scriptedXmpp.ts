/**
 * The XMPP half of the stories' scripted transport (issue 22.3): an entity with the surface
 * of @xmpp/client that `@vchat/xmpp-chat` drives (`XmppEntity`), which goes online at once
 * and answers from a script: the message archive (XEP-0313, every scripted message with its
 * peer, one complete page), vCards (the scripted ones, else empty), pings, carbons, gift purchases (a balance)
 * and, with `callee`, the hub and the host of an outgoing call (scriptedCall.ts).
 * What the client sends is kept in `sent`. Storybook only: the app talks to Prosody.
 */
import xml, { type Element } from '@xmpp/xml';
import { scriptedCallee, type CalleeScript } from './scriptedCall.ts';
import { encodeCallSignal, encodeMessage, FORWARD_NS, MAM_NS, RSM_NS, type CallAction, type WireMessage, type XmppEntity } from '@vchat/xmpp-chat';

/** What the chat server holds for the story's viewer. */
export interface XmppScript {
  /** The viewer's archive, any order: each message is found by a query `with` its peer. */
  archive?: WireMessage[];
  /** Bare jids shown online (an available presence each, after sign-in). */
  online?: string[];
  /** vCards by bare jid (XEP-0054): the name and photo the call screen and threads show. */
  vcards?: Record<string, { nickName: string; photo?: string }>;
  /** Messages the server delivers live, each `afterMs` after sign-in (a notice, a reply). */
  incoming?: { afterMs: number; message: WireMessage }[];
  /** Call signals the hub (`hub.<domain>`) sends, each `afterMs` after sign-in (an incoming call: `CallIn`). */
  hubSignals?: { afterMs: number; action: CallAction; sid: string; payload?: Record<string, unknown> }[];
  /** The host a call dials: the hub rings her, she answers with a drawn picture (scriptedCall.ts). */
  callee?: CalleeScript;
  /** The balance a gift purchase answers with, gems (default 500). */
  balanceAfterGift?: number;
}

type Listener = (...args: never[]) => void;

const bare = (jid: string) => jid.split('/')[0] ?? jid;

/**
 * A factory for `ChatConnectionOptions.createEntity` over `script`. `sent` collects every
 * stanza the client sent (messages, presences, markers), for a story's play function.
 */
export function scriptedEntityFactory(script: XmppScript, sent: Element[] = []) {
  return (o: { domain: string; resource: string; username: string }): XmppEntity => {
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, ...args: unknown[]) => {
      for (const l of listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
    };
    const me = `${o.username}@${o.domain}`;
    let archiveSeq = 0;
    /** Delivers one signal from the hub (`hub.<domain>`), as the sandbox's hub sends it. */
    const hub = (action: CallAction, sid: string, payload: Record<string, unknown> = {}) => {
      if (entity.status !== 'online') return;
      const el = encodeCallSignal(me, action, sid, payload);
      el.attrs.from = `hub.${o.domain}`;
      emit('stanza', el);
    };
    const callee = script.callee ? scriptedCallee(script.callee, hub) : null;

    /** Answers one IQ the client asked, like Prosody would for this script. */
    function answer(iq: Element): Element {
      const id = String(iq.attrs.id ?? '');
      const query = iq.getChild('query', MAM_NS);
      if (query) {
        const queryid = String(query.attrs.queryid ?? '');
        const withJid = query.getChild('x', 'jabber:x:data')?.getChildren('field').find((f) => f.attrs.var === 'with')?.getChildText('value') ?? null;
        const set = query.getChild('set', RSM_NS);
        // One page holds the whole scripted archive: a page `before` an id is the end of it.
        const paging = set?.getChild('before')?.getText() || set?.getChild('after')?.getText();
        const items = paging
          ? []
          : (script.archive ?? [])
              .filter((m) => !withJid || bare(m.from) === bare(withJid) || bare(m.to) === bare(withJid))
              .sort((a, b) => a.date - b.date);
        const ids = items.map(() => `arc-${++archiveSeq}`);
        items.forEach((m, i) =>
          emit(
            'stanza',
            xml(
              'message',
              { to: me },
              xml('result', { xmlns: MAM_NS, queryid, id: ids[i] }, xml('forwarded', { xmlns: FORWARD_NS }, xml('delay', { xmlns: 'urn:xmpp:delay', stamp: new Date(m.date).toISOString() }), encodeMessage(m))),
            ),
          ),
        );
        const rsm = ids.length ? [xml('first', {}, ids[0]!), xml('last', {}, ids.at(-1)!), xml('count', {}, String(ids.length))] : [xml('count', {}, '0')];
        return xml('iq', { type: 'result', id }, xml('fin', { xmlns: MAM_NS, complete: 'true' }, xml('set', { xmlns: RSM_NS }, ...rsm)));
      }
      const purchase = iq.getChild('purchase', 'urn:vchat:gift:0');
      if (purchase) return xml('iq', { type: 'result', id }, xml('purchase', { xmlns: 'urn:vchat:gift:0', gemsBalance: String(script.balanceAfterGift ?? 500) }));
      if (iq.getChild('vCard', 'vcard-temp')) {
        const card = script.vcards?.[bare(String(iq.attrs.to ?? ''))];
        const fields = card ? [xml('FN', {}, card.nickName), xml('NICKNAME', {}, card.nickName), ...(card.photo ? [xml('PHOTO', {}, xml('EXTVAL', {}, card.photo))] : [])] : [];
        return xml('iq', { type: 'result', id }, xml('vCard', { xmlns: 'vcard-temp' }, ...fields));
      }
      return xml('iq', { type: 'result', id });
    }

    const entity: XmppEntity = {
      status: 'offline',
      jid: null,
      async start() {
        entity.status = 'online';
        entity.jid = { toString: () => `${me}/${o.resource}` };
        emit('online', entity.jid);
        for (const jid of script.online ?? []) emit('stanza', xml('presence', { from: `${jid}/web`, to: me }));
        for (const { afterMs, action, sid, payload } of script.hubSignals ?? []) {
          setTimeout(() => hub(action, sid, payload), afterMs);
        }
        for (const { afterMs, message } of script.incoming ?? []) {
          setTimeout(() => {
            if (entity.status === 'online') emit('stanza', encodeMessage(message));
          }, afterMs);
        }
        return entity.jid;
      },
      async stop() {
        callee?.close();
        entity.status = 'offline';
        emit('disconnect');
      },
      async send(el: Element) {
        sent.push(el);
        callee?.onViewerSignal(el);
      },
      on(event: string, fn: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(fn);
        return entity;
      },
      removeListener(event: string, fn: Listener) {
        listeners.get(event)?.delete(fn);
        return entity;
      },
      removeAllListeners(event?: string) {
        if (event) listeners.delete(event);
        else listeners.clear();
        return entity;
      },
      reconnect: { stop() {}, reconnect: async () => entity.start() },
      iqCaller: { request: async (el: Element) => answer(el) },
    };
    return entity;
  };
}
