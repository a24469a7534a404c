/** Pure product rules (spec §3, §5, §6, §9). No I/O. */
import { numberFormat } from './intl.ts';

/**
 * The uid of a jid: the part after the (last) underscore of the local name (spec §3).
 * `anchor_100001@anchors.localhost/web` → `100001`. A local name without underscore
 * is returned whole. Throws `Error('invalid jid')` for an empty local name.
 */
export function uidFromJid(jid: string): string {
  const local = bareJid(jid).split('@')[0] ?? '';
  if (!local) throw new Error('invalid jid');
  const i = local.lastIndexOf('_');
  return i >= 0 ? local.slice(i + 1) : local;
}

/**
 * The jid of the host with `uid` (spec §2 /video/{uid}: a uid or a jid identifies the host;
 * §3: the uid is the part after the underscore of the jid's local name). Hosts live at
 * `anchor_<uid>@anchors.<chat domain>` (the backend's naming; the sandbox's anchors component).
 * A jid passed in is returned bare. Throws `Error('invalid uid')` for anything but 1-64 of
 * letters, digits, `.` and `-`.
 */
export function hostJidOf(uidOrJid: string, chatDomain: string): string {
  if (uidOrJid.includes('@')) return bareJid(uidOrJid);
  if (!/^[A-Za-z0-9.-]{1,64}$/.test(uidOrJid)) throw new Error('invalid uid');
  return `anchor_${uidOrJid}@anchors.${chatDomain}`;
}

/** The bare jid (`local@domain`) of a full jid, lower-cased domain kept as given. */
export function bareJid(jid: string): string {
  const slash = jid.indexOf('/');
  return slash >= 0 ? jid.slice(0, slash) : jid;
}

/** Anchors are recognised by "anchor" in the jid (spec §6). */
export function isAnchorJid(jid: string): boolean {
  return jid.toLowerCase().includes('anchor');
}

/**
 * Age in whole years from a birth date `YYYY-MM-DD` (or any Date-parsable string) at `now`.
 * Returns -1 when the date is empty, invalid or in the future (spec §5).
 */
export function ageFromBirthDate(birthday: string | null | undefined, now: Date = new Date()): number {
  if (!birthday) return -1;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday);
  if (!m) return -1;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return -1;
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age < 0 ? -1 : age;
}

/** Coin icon tier 1..4 for a gems amount (spec §9): <300 → 1, ≥300 → 2, ≥700 → 3, ≥3000 → 4. */
export function coinIconTier(gems: number): 1 | 2 | 3 | 4 {
  if (gems >= 3000) return 4;
  if (gems >= 700) return 3;
  if (gems >= 300) return 2;
  return 1;
}

/** Supported billing currencies (spec §9). */
export const CURRENCIES = [
  'BHD', 'EGP', 'EUR', 'INR', 'KWD', 'OMR', 'QAR', 'SAR', 'AED', 'GBP', 'USD', 'TRY',
  'CAD', 'AUD', 'CHF', 'NZD', 'DKK', 'BRL', 'MXN', 'PEN', 'SEK', 'NOK', 'NGN',
] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Arab currencies (spec §9). */
export const ARAB_CURRENCIES: ReadonlySet<string> = new Set(['BHD', 'EGP', 'KWD', 'OMR', 'QAR', 'SAR', 'AED']);

/**
 * Formats a money amount (spec §9): always two decimals; an unknown currency falls back to
 * USD; `language` is the interface language (`'en'`, `'ar'`, `'pt'`, …). In Arabic the
 * Arab-currency set (BHD, EGP, KWD, OMR, QAR, SAR, AED) is written the Arabic way, with
 * Arabic-Indic digits and the Arabic symbol (`formatCurrency(12.5, 'SAR', 'ar')` →
 * `‏١٢٫٥٠ ر.س.‏`); other currencies in Arabic keep Western digits (`‏12.50 US$`). Elsewhere
 * the language's own style: `formatCurrency(4.5, 'EUR', 'en')` → `€4.50`. A non-finite
 * amount throws RangeError.
 */
export function formatCurrency(amount: number, currency: string, language = 'en'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be a finite number, got ${amount}`);
  const code = (CURRENCIES as readonly string[]).includes(currency) ? currency : 'USD';
  const arabic = language.toLowerCase().split(/[-_]/)[0] === 'ar';
  const locale = arabic ? (ARAB_CURRENCIES.has(code) ? 'ar-u-nu-arab' : 'ar-u-nu-latn') : language;
  return numberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Upgrades `http://` image URLs to `https://` (spec §5). Loopback hosts
 * (localhost, 127.x, [::1]) are kept when `keepLoopback` is true (development).
 */
export function upgradeHttps(url: string, keepLoopback = false): string {
  if (!/^http:\/\//i.test(url)) return url;
  if (keepLoopback) {
    try {
      const host = new URL(url).hostname;
      if (host === 'localhost' || host.startsWith('127.') || host === '[::1]') return url;
    } catch {
      return url;
    }
  }
  return 'https://' + url.slice('http://'.length);
}

/** Sensitive-info flag bits on incoming text (spec §5). */
export const SensitiveFlag = { discard: 1, sensitive: 2, offline: 4, porn: 8 } as const;

/** What to do with an incoming text given its sensitive-info flags (spec §5). */
export type SensitiveVerdict = { action: 'drop' } | { action: 'keep'; sensitive: boolean; replaceWithFiltered: boolean };

/** Applies the §5 sensitive-info rule: 1 or 4 drop; 8 replace with filtered text; 2 mark sensitive. */
export function sensitiveVerdict(flags: number): SensitiveVerdict {
  if (flags & SensitiveFlag.discard || flags & SensitiveFlag.offline) return { action: 'drop' };
  return {
    action: 'keep',
    sensitive: (flags & SensitiveFlag.sensitive) !== 0,
    replaceWithFiltered: (flags & SensitiveFlag.porn) !== 0,
  };
}

/** Daily states of a simulated host (spec §4 "Simulated host daily state"). */
export type HostDailyState = 'sleeping' | 'dining' | 'outdoor' | 'private' | 'offline';

/**
 * The simulated host's state at a local time of day, in minutes since midnight (0..1439)
 * (spec §4): <8:00 sleeping; 8-9 dining; 9-12 outdoor; 12-13 dining; 13-15 private;
 * 17-18 dining; otherwise (15-17, ≥18) offline. Throws RangeError outside 0..1439.
 */
export function hostDailyState(minutesOfDay: number): HostDailyState {
  if (!Number.isFinite(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= 1440) {
    throw new RangeError('minutesOfDay must be in 0..1439');
  }
  const h = minutesOfDay / 60;
  if (h < 8) return 'sleeping';
  if (h < 9) return 'dining';
  if (h < 12) return 'outdoor';
  if (h < 13) return 'dining';
  if (h < 15) return 'private';
  if (h >= 17 && h < 18) return 'dining';
  return 'offline';
}

/** Presence shown for a daily state: awake states are online, a private chat is busy. */
export function statusOfDailyState(state: HostDailyState): 'online' | 'busy' | 'offline' {
  switch (state) {
    case 'dining':
    case 'outdoor':
      return 'online';
    case 'private':
      return 'busy';
    default:
      return 'offline';
  }
}

/** Extensions accepted for image and short-video uploads. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4'] as const;

/**
 * The name an upload is stored under (spec §5): the original extension (lower-cased) with a
 * random 32-character hex name. `randomHex` is injectable for tests.
 * Throws `Error('unsupported file type')` for extensions outside {@link UPLOAD_EXTENSIONS}.
 */
export function uploadFileName(original: string, randomHex: () => string = randomHex32): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(original)?.[1]?.toLowerCase() ?? '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) throw new Error('unsupported file type');
  const name = randomHex();
  if (!/^[0-9a-f]{32}$/.test(name)) throw new Error('random name must be 32 hex characters');
  return `${name}.${ext}`;
}

function randomHex32(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether an image URL may be shown (issue "images only from the configured image host"):
 * same-origin relative paths under `/media/`, or an absolute http(s) URL whose origin is
 * in `allowedOrigins`. Anything else (data:, javascript:, other hosts) is refused.
 */
export function isAllowedMediaUrl(url: string, allowedOrigins: readonly string[]): boolean {
  if (/^\/media\/[A-Za-z0-9._\-/]+(\?[A-Za-z0-9=&._-]*)?$/.test(url) && !url.includes('..')) return true;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && allowedOrigins.includes(u.origin);
  } catch {
    return false;
  }
}

/** The stable thread id of a conversation between the main user and a peer (bare jids). */
export function threadTid(mainJid: string, linkedJid: string): string {
  return `${bareJid(mainJid)}|${bareJid(linkedJid)}`;
}
