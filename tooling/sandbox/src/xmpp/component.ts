/**
 * XEP-0114 components in Node (@xmpp/component 0.13). One connection per component domain;
 * each domain has a {@link DomainHandler}. Common behaviour (ping, disco#info of the domain,
 * errors for unhandled IQs) lives here, so later work adds a handler (call sessions on hub,
 * gift purchase on gift) without touching the plumbing.
 */
import { component, xml, type Component, type IncomingContext } from '@xmpp/component';
import type { Element } from '@xmpp/xml';

/** Namespaces used by the components. */
export const NS = {
  ping: 'urn:xmpp:ping',
  discoInfo: 'http://jabber.org/protocol/disco#info',
  discoItems: 'http://jabber.org/protocol/disco#items',
  vcard: 'vcard-temp',
  stanzas: 'urn:ietf:params:xml:ns:xmpp-stanzas',
} as const;

/**
 * What an IQ handler may answer: a child element, `true` for an empty result, an error (a
 * stanza error condition, optional type and human-readable text), or undefined (not handled).
 */
/**
 * A handler's answer to an IQ: a result payload, `true` (empty result), a stanza error,
 * undefined (service-unavailable), or 'no-reply' (say nothing: a reply lost on the way, for
 * fault tests; see {@link SandboxFaults}).
 */
export type IqAnswer = Element | true | 'no-reply' | { error: string; type?: 'cancel' | 'modify' | 'auth' | 'wait'; text?: string } | undefined;

/** Helpers handed to handlers. */
export interface ComponentIo {
  /** The component domain (e.g. `anchors.localhost`). */
  domain: string;
  /** Sends a stanza (its `from` must be the domain or a jid in it); rejects with {@link ProsodyUnavailableError} when not connected. */
  send(el: Element): Promise<void>;
  /**
   * Resolves once Prosody has handled every stanza this component sent before (routed, and
   * archived where it archives): an XEP-0199 ping to the component's own domain, answered through
   * Prosody over the same stream, which Prosody handles in order. Like a client's XEP-0198 ack.
   * Rejects with {@link ProsodyUnavailableError} when no answer comes in `timeoutMs` (default 5,000 ms),
   * e.g. when Prosody stopped: what was sent may then be lost.
   */
  confirm(timeoutMs?: number): Promise<void>;
  /** Builds elements that the component connection understands. */
  xml: typeof xml;
  log(line: string): void;
}

/** Prosody did not take or confirm (see {@link ComponentIo.confirm}) what a component sent: it is down or stuck. */
export class ProsodyUnavailableError extends Error {
  override name = 'ProsodyUnavailableError';
}

/** Per-domain behaviour. All members optional. */
export interface DomainHandler {
  /** disco#info identity of the domain. */
  identity: { category: string; type: string; name: string };
  /** Extra disco#info features of the domain. */
  features?: string[];
  /** IQ get/set addressed to the domain or a jid in it (after the common ones). */
  iq?(ctx: IncomingContext, io: ComponentIo): Promise<IqAnswer> | IqAnswer;
  /** A message addressed to the domain or a jid in it. */
  message?(ctx: IncomingContext, io: ComponentIo): Promise<void> | void;
  /** A presence addressed to the domain or a jid in it. */
  presence?(ctx: IncomingContext, io: ComponentIo): Promise<void> | void;
  /** Called once the component is online. */
  online?(io: ComponentIo): void;
  /** Called when the component stops (clear timers here). */
  stop?(): void;
}

/** A running component. */
export interface RunningComponent {
  domain: string;
  io: ComponentIo;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stanza `<error>` element with a condition (urn:ietf:params:xml:ns:xmpp-stanzas) and optional `<text>`. */
export function errorEl(condition: string, type = 'cancel', text?: string): Element {
  const el = xml('error', { type }, xml(condition, { xmlns: NS.stanzas }));
  if (text) el.append(xml('text', { xmlns: NS.stanzas }, text));
  return el;
}

/**
 * Connects a component for `domain` to Prosody at 127.0.0.1:`port` and routes stanzas to
 * `handler`. Retries the first connection for up to 10 s.
 */
export async function startComponent(opts: {
  domain: string;
  port: number;
  secret: string;
  handler: DomainHandler;
  log: (line: string) => void;
}): Promise<RunningComponent> {
  const { domain, handler } = opts;
  const log = (line: string) => opts.log(`[${domain}] ${line}`);
  const entity: Component = component({ service: `xmpp://127.0.0.1:${opts.port}`, domain, password: opts.secret });
  entity.reconnect.delay = 500;
  let stopping = false;
  entity.on('error', (e: unknown) => {
    if (!stopping) log(`error: ${e instanceof Error ? e.message : String(e)}`);
  });
  const io: ComponentIo = {
    domain,
    send: async (el) => {
      try {
        await entity.send(el);
      } catch (e) {
        throw new ProsodyUnavailableError(`${domain} could not send to Prosody: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    confirm: async (timeoutMs = 5000) => {
      try {
        await entity.iqCaller.request(xml('iq', { type: 'get', from: domain, to: domain }, xml('ping', { xmlns: NS.ping })), timeoutMs);
      } catch (e) {
        throw new ProsodyUnavailableError(`Prosody did not confirm what ${domain} sent: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    xml,
    log,
  };

  entity.middleware.use(async (ctx, next) => {
    const { stanza } = ctx;
    try {
      if (ctx.name === 'iq') {
        if (ctx.type !== 'get' && ctx.type !== 'set') return undefined;
        const child = ctx.element ?? stanza.getChildElements()[0];
        if (!child) return errorEl('bad-request', 'modify');
        if (ctx.type === 'get' && child.is('ping', NS.ping)) return true;
        const toDomain = !ctx.to?.local;
        if (ctx.type === 'get' && toDomain && child.is('query', NS.discoInfo)) {
          const q = xml('query', { xmlns: NS.discoInfo }, xml('identity', handler.identity));
          for (const f of [NS.discoInfo, NS.ping, ...(handler.features ?? [])]) q.append(xml('feature', { var: f }));
          return q;
        }
        if (ctx.type === 'get' && toDomain && child.is('query', NS.discoItems)) return xml('query', { xmlns: NS.discoItems });
        const answer = handler.iq ? await handler.iq(ctx, io) : undefined;
        if (answer === undefined) return errorEl('service-unavailable');
        if (answer === true) return true;
        // @xmpp/iq answers service-unavailable to an empty answer: never settling is saying nothing.
        if (answer === 'no-reply') return new Promise<never>(() => {});
        if ('error' in answer && typeof answer.error === 'string') return errorEl(answer.error, answer.type, answer.text);
        return answer;
      }
      if (ctx.name === 'message') {
        if (ctx.type !== 'error') await handler.message?.(ctx, io);
        return undefined;
      }
      if (ctx.name === 'presence') {
        if (ctx.type !== 'error') await handler.presence?.(ctx, io);
        return undefined;
      }
    } catch (e) {
      log(`handler failed on ${ctx.name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (ctx.name === 'iq') return errorEl('internal-server-error', 'wait');
    }
    return next();
  });

  // The reconnect module retries after a failed first attempt; wait for "online" up to 10 s.
  let lastError = '';
  const online = new Promise<void>((resolve) => entity.once('online', () => resolve()));
  entity.start().catch((e: unknown) => {
    lastError = e instanceof Error ? e.message : String(e);
  });
  const ok = await Promise.race([online.then(() => true), sleep(10_000).then(() => false)]);
  if (!ok) {
    stopping = true;
    entity.reconnect.stop();
    await Promise.race([entity.stop().catch(() => undefined), sleep(1000)]);
    throw new Error(`component ${domain} could not connect to Prosody: ${lastError || 'timeout'}`);
  }
  handler.online?.(io);
  return {
    domain,
    io,
    async stop() {
      stopping = true;
      handler.stop?.();
      entity.reconnect.stop();
      try {
        await Promise.race([entity.stop(), sleep(2000)]);
      } catch {
        /* closing anyway */
      }
    },
  };
}

/** A handler that only answers disco and ping (hub/gift/help for now). */
export function basicHandler(name: string): DomainHandler {
  return {
    identity: { category: 'component', type: 'generic', name },
    message(ctx, io) {
      io.log(`ignoring a message from ${ctx.from?.toString() ?? '?'} (no handler yet)`);
    },
  };
}
