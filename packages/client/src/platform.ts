/**
 * The platform the client runs on, injected (ARCHITECTURE.md: `client` is plain TypeScript that
 * runs in Node and in the browser). The browser's parts are given by packages/features
 * (`app/platform.ts`: IndexedDB, the camera, fingerprinting, the page's address); a Node program
 * or test gives its own (fake-indexeddb, `ws`, no camera). Everything optional has a default
 * that works in both (spec §7 deviceInfo, §4 connection and call states).
 */
import type { DeviceInfo } from '@vchat/api-client';
import type { ChatStoreOptions } from '@vchat/chat-db';
import type { CodecLike, PeerConnectionLike } from '@vchat/call-engine';
import type { ChatConnectionOptions } from '@vchat/xmpp-chat';
import type { KeyValueStorage } from './common/storage.ts';
import type { MediaStreamLike, MediaTrackLike } from './calls/atoms.ts';
import type { NotificationEnv } from './notifications/notifications.ts';

/** Timers and "now", in ms (spec §9 timings). Default: the global ones. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** The global timers as a {@link Clock}. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** The camera, microphone and WebRTC (calls). Without it dialling reports a media problem. */
export interface CallMediaPlatform {
  getUserMedia(constraints: unknown): Promise<MediaStreamLike>;
  /** True when the camera and microphone are already allowed (no prompt would show); false when unknown. */
  allowed?(): Promise<boolean>;
  /** Device ids of the cameras (switch camera shows with two or more). */
  cameras(): Promise<string[]>;
  newStream(tracks: MediaTrackLike[]): MediaStreamLike;
  createPeer(): PeerConnectionLike;
  /** The video codecs the peer can send (H264 preferred, spec §9); undefined: no preference. */
  videoCodecs?(): CodecLike[] | undefined;
}

/** Where the app is: the payment routes open no chat (spec §2); attribution reads the query. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface ClientPlatform {
  /** Small values (spec §9): chat-db's key-value store in the browser, a memory one in tests. */
  storage: KeyValueStorage;
  /** IndexedDB for the local chat database (Dexie); default the global one. Node: fake-indexeddb. */
  chatDb?: Pick<ChatStoreOptions, 'indexedDB' | 'IDBKeyRange' | 'name'>;
  /** fetch for the API and analytics; default the global one. */
  fetch?: typeof globalThis.fetch;
  /** The XMPP entity (default @xmpp/client over WebSocket: the browser's, `ws` in Node). */
  createXmppEntity?: ChatConnectionOptions['createEntity'];
  /** The camera and WebRTC; absent in Node (calls then report a media problem). */
  media?: CallMediaPlatform;
  /** The device block of every API request (spec §7 deviceInfo). */
  deviceInfo(): DeviceInfo;
  /** This device's id (androidId: the fingerprint, spec §3), for analytics and attribution. */
  deviceId(): string;
  /** The page's address now. Default `/` with no query (Node). */
  location?(): PageLocation;
  /** The browser's languages, first preferred (translation target, spec §9). Default `['en']`. */
  languages?(): readonly string[];
  /** `document.cookie` (payment cookies of create_order, spec §7). Default empty. */
  cookies?(): string;
  /** Values for this tab's next page (the call in progress across a reload). */
  tabStore?: { get(key: string): string | null; set(key: string, value: string | null): void };
  /** Loads a script by URL (the third-party sign-in library); absent: that sign-in is unavailable. */
  loadScript?(src: string): Promise<void>;
  /** Notifications and push (browser); absent: permission "unsupported", no push token. */
  notifications?: NotificationEnv;
  /** Uploads a file to the image host; default XMLHttpRequest (browser), none in Node (an error). */
  upload?(p: { url: string; token: string; file: Blob; filename: string; onProgress?: (fraction: number) => void }): Promise<{ url: string }>;
  /** Runs `fn` when the page goes away (reload, tab closed); returns the removal. */
  onPageHide?(fn: () => void): () => void;
  /** Runs `fn` when the page becomes visible again; returns the removal. */
  onVisible?(fn: () => void): () => void;
  /** Calls `fn` when the network goes away (false) or comes back (true): the browser's offline / online events. */
  onNetwork?(fn: (online: boolean) => void): () => void;
  clock?: Clock;
  /**
   * Runs `fn` once the main thread has nothing more urgent (the browser's requestIdleCallback,
   * with a deadline), for warm-up work nobody waits on. Default: a 0 ms timer of `clock`.
   */
  whenIdle?(fn: () => void): void;
  /** Where the client's modules log (default console.warn with the module's name). */
  log?(scope: string, message: string, extra?: unknown): void;
}

/** A scoped logger over {@link ClientPlatform.log}. */
export function scopedLog(platform: Pick<ClientPlatform, 'log'>, scope: string): (message: string, extra?: unknown) => void {
  return (message, extra) => (platform.log ? platform.log(scope, message, extra) : console.warn(`[${scope}] ${message}`, extra ?? ''));
}
