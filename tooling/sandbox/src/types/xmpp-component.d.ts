// Minimal types for @xmpp/component 0.13 (no @types package exists for it).
declare module '@xmpp/component' {
  import type { EventEmitter } from 'node:events';
  import type { Element } from '@xmpp/xml';

  export interface JIDLike {
    local: string;
    domain: string;
    resource: string;
    toString(): string;
    bare(): JIDLike;
  }

  export interface IncomingContext {
    stanza: Element;
    entity: Component;
    name: string;
    id: string;
    type: string;
    from: JIDLike | null;
    to: JIDLike | null;
    local: string;
    domain: string;
    resource: string;
    element?: Element;
  }

  export type MiddlewareFn = (ctx: IncomingContext, next: () => Promise<unknown>) => unknown;

  export interface Component extends EventEmitter {
    status: string;
    jid: JIDLike | null;
    start(): Promise<unknown>;
    stop(): Promise<unknown>;
    send(element: Element): Promise<void>;
    middleware: { use(fn: MiddlewareFn): MiddlewareFn; filter(fn: MiddlewareFn): MiddlewareFn };
    reconnect: { delay: number; stop(): void };
    /** Sends an IQ and resolves with its result's child; rejects on an error answer or after `timeout` ms. */
    iqCaller: { request(stanza: Element, timeout?: number): Promise<Element> };
  }

  export function component(options: { service: string; domain: string; password: string }): Component;
  export function xml(name: string, attrs?: Record<string, string | number | undefined> | null, ...children: Array<Element | string>): Element;
  export function jid(address: string): JIDLike;
}
