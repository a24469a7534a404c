/**
 * The support contact (spec §7 `common_service/get_user_support`; issue 20.6): how a viewer
 * reaches support: `email`, `helpChatJid` (the bare jid of the help chat), `faqUrl` (https or a
 * same-site path) and `hours` (free text). Each is '' when not offered; all '' is "no support
 * channel" (the app's empty state). Stored in the sandbox database (settings key
 * `user_support`), served to signed-in viewers in the usual envelope; until an admin sets one,
 * the default of this domain is served. Admin: `POST /__sandbox/support` with the contact
 * (replaces it whole; `{}` offers nothing) or `{ reset: true }` (back to the default).
 */
import * as v from 'valibot';
import { route, type Route } from '../api/routes.ts';
import type { Store } from '../store.ts';

/** The settings key the contact is stored under. */
export const SUPPORT_KEY = 'user_support';

/** A support contact as the API serves it. */
export interface SupportContact {
  email: string;
  helpChatJid: string;
  faqUrl: string;
  hours: string;
}

const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address'));
const Jid = v.pipe(v.string(), v.trim(), v.maxLength(300), v.regex(/^[^\s@/]+@[^\s@/]+$/, 'must be a bare jid'));
const FaqUrl = v.pipe(v.string(), v.trim(), v.maxLength(2048), v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'must be an https URL or a same-site path'));
const orEmpty = <S extends v.GenericSchema<string, string>>(s: S) => v.optional(v.union([v.literal(''), s]), '');

/** What an admin may store (unknown fields refused). */
export const SupportContactSchema = v.strictObject({
  email: orEmpty(Email),
  helpChatJid: orEmpty(Jid),
  faqUrl: orEmpty(FaqUrl),
  hours: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

/** The admin body: a contact, or `{ reset: true }`. */
export const AdminSupport = v.union([v.strictObject({ reset: v.literal(true) }), SupportContactSchema]);

/** The contact served before an admin sets one. */
export function defaultSupport(domain: string): SupportContact {
  return { email: `support@${domain}`, helpChatJid: `support@help.${domain}`, faqUrl: `https://help.${domain}/faq`, hours: '09:00-21:00 UTC' };
}

/** The stored contact, or the default; a stored value that no longer parses reads as the default. */
export async function supportContact(store: Store, domain: string): Promise<SupportContact> {
  const raw = await store.getSetting(SUPPORT_KEY);
  if (raw === undefined) return defaultSupport(domain);
  try {
    const r = v.safeParse(SupportContactSchema, JSON.parse(raw));
    return r.success ? r.output : defaultSupport(domain);
  } catch {
    return defaultSupport(domain);
  }
}

/** Applies the admin body; returns the contact now served. */
export async function setSupport(store: Store, domain: string, body: v.InferOutput<typeof AdminSupport>): Promise<SupportContact> {
  if ('reset' in body) await store.setSetting(SUPPORT_KEY, JSON.stringify(defaultSupport(domain)));
  else await store.setSetting(SUPPORT_KEY, JSON.stringify(body));
  return supportContact(store, domain);
}

export const SUPPORT_ROUTES: Record<string, Route> = {
  'common_service/get_user_support': route({
    auth: true,
    schema: v.looseObject({}),
    run: async (_d, _caller, deps) => supportContact(deps.store, deps.domain),
  }),
};
