/**
 * Web Push for the sandbox (spec §4 notifications, §7 push messaging service; issue 11;
 * tooling/sandbox/PUSH.md): VAPID keys made once per database, the viewers' push subscriptions
 * (the "push token", saved when new or changed), and sending a push through the web-push
 * library to every subscription of a viewer. A subscription the push service reports gone
 * (404, 410) is deleted.
 */
import webpush from 'web-push';
import * as v from 'valibot';
import { route, ApiError, type Route } from '../api/routes.ts';
import type { Db } from '../db.ts';

const VAPID_KEY = 'vapidKeys';
/** The VAPID subject (a contact for the push service). */
export const VAPID_SUBJECT = 'mailto:sandbox@localhost.invalid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Creates the table (idempotent). */
export async function migratePush(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists push_subscriptions (
      endpoint text primary key,
      uid text not null,
      p256dh text not null,
      auth text not null,
      updated_at double precision not null
    );
    create index if not exists push_subscriptions_uid on push_subscriptions (uid);
  `);
}

/** What push needs of the store: its database and its settings. */
export interface PushStore {
  db: Db;
  getOrCreateSetting(key: string, make: () => string): Promise<string>;
}

const keysOf = new WeakMap<PushStore, Promise<VapidKeys>>();

/** The VAPID keys of this database, made on first use and read once per store. */
export function vapidKeys(store: PushStore): Promise<VapidKeys> {
  let keys = keysOf.get(store);
  if (!keys) {
    keys = store.getOrCreateSetting(VAPID_KEY, () => JSON.stringify(webpush.generateVAPIDKeys())).then((t) => JSON.parse(t) as VapidKeys);
    keys.catch(() => keysOf.delete(store)); // a failed read is tried again next time
    keysOf.set(store, keys);
  }
  return keys;
}

const b64url = (min: number, max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url'), v.minLength(min), v.maxLength(max));

/** A PushSubscription as the browser serialises it. */
export const SubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.url('must be a URL'), v.maxLength(1000), v.check((u) => u.startsWith('https://'), 'must be https')),
  keys: v.object({ p256dh: b64url(40, 200), auth: b64url(8, 64) }),
});

/** Saves a subscription for `uid`; true when it was new or its keys changed. */
export async function saveSubscription(db: Db, uid: string, s: v.InferOutput<typeof SubscriptionSchema>, nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `insert into push_subscriptions (endpoint, uid, p256dh, auth, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update set uid = excluded.uid, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at
       where push_subscriptions.uid <> excluded.uid or push_subscriptions.p256dh <> excluded.p256dh or push_subscriptions.auth <> excluded.auth
     returning endpoint`,
    [s.endpoint, uid, s.keys.p256dh, s.keys.auth, nowMs],
  );
  return rows.length > 0;
}

/** The push payload (spec §3: title, avatarUrl, jid; plus kind, body, sid). */
export const PushPayloadSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  jid: v.pipe(v.string(), v.regex(/^[^@\s/]+@[^@\s/]+$/, 'must be a bare jid')),
  avatarUrl: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
  kind: v.optional(v.picklist(['message', 'call']), 'message'),
  body: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  sid: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

/** What happened to one subscription when sending. */
export interface PushResult {
  endpoint: string;
  status: number | null;
  error?: string;
}

/** Sends `payload` to every subscription of `uid`; removes the ones the service says are gone. */
export async function sendPush(store: PushStore, uid: string, payload: v.InferOutput<typeof PushPayloadSchema>, opts: { timeoutMs?: number; agent?: import('node:https').Agent } = {}): Promise<PushResult[]> {
  const { db } = store;
  const subs = await db.query<{ endpoint: string; p256dh: string; auth: string }>('select endpoint, p256dh, auth from push_subscriptions where uid = $1', [uid]);
  const out: PushResult[] = [];
  if (!subs.length) return out;
  const keys = await vapidKeys(store);
  for (const s of subs) {
    try {
      const r = await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 60,
        timeout: opts.timeoutMs ?? 5000,
        ...(opts.agent ? { agent: opts.agent } : {}),
      });
      out.push({ endpoint: s.endpoint, status: r.statusCode });
    } catch (e) {
      const status = (e as { statusCode?: number }).statusCode ?? null;
      if (status === 404 || status === 410) await db.query('delete from push_subscriptions where endpoint = $1', [s.endpoint]);
      out.push({ endpoint: s.endpoint, status, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return out;
}

export const PUSH_ROUTES: Record<string, Route> = {
  /** `{}` → `{ vapidPublicKey }`: the application server key for PushManager.subscribe. */
  'common_service/push_config': route({
    auth: true,
    schema: v.object({}),
    run: async (_d, _c, deps) => ({ vapidPublicKey: (await vapidKeys(deps.store)).publicKey }),
  }),
  /** `{ subscription }` → `{ saved }`: stores the viewer's push subscription ("push token"). */
  'common_service/save_push_token': route({
    auth: true,
    schema: v.object({ subscription: SubscriptionSchema }),
    async run(d, caller, deps) {
      if (caller!.kind !== 'viewer') throw new ApiError(0, 'only viewers receive pushes');
      return { saved: await saveSubscription(deps.store.db, caller!.uid, d.subscription, deps.now()) };
    },
  }),
};
