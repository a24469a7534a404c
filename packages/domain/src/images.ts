/**
 * The image rules for avatars and host images outside chat media (spec §5, §9), in one place:
 * the http → https upgrade, the test server's avatar host rewritten to the test API host, and
 * the `/img480` size suffix. Used by the goddess wall, match, host profiles and notices
 * (through `useHostImage` in packages/features). Pure.
 */
import { upgradeHttps } from './rules.ts';

/** The size suffix added to avatar and host image URLs (spec §9). */
export const IMAGE_SIZE_SUFFIX = '/img480';

/** Options of {@link hostImageUrl}. */
export interface HostImageOptions {
  /** Development: keep `http://` on loopback hosts (localhost, 127.x, [::1]); default false. */
  development?: boolean;
  /**
   * The test server's avatar hosts (origins such as `https://avatar.test.brand.example`) and
   * the test API host they are rewritten to (an origin or a URL; only its origin is used).
   * Spec §5: "Test-server avatar hosts are rewritten to a test API host". Omitted outside
   * the test environment.
   */
  rewrite?: { from: readonly string[]; to: string };
  /** Add {@link IMAGE_SIZE_SUFFIX} (default true); false for a full-size view. */
  sized?: boolean;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The URL to load for an avatar or a host image (spec §5, §9), or null when there is none or
 * it may not be loaded. Steps, in order:
 * 1. empty or blank → null; `blob:` and `data:image/` (local previews) are returned unchanged;
 *    any other scheme than http(s) (e.g. `javascript:`) → null;
 * 2. `http://` → `https://` (loopback kept in development, see {@link upgradeHttps});
 * 3. an origin listed in `rewrite.from` → the origin of `rewrite.to` (path and query kept);
 * 4. `/img480` appended to the path (before `?` or `#`), unless it is there already or
 *    `sized` is false.
 * Site-relative paths (`/media/avatars/u1.svg`) get step 4 only. Never throws.
 *
 * @example hostImageUrl('http://img.x/a.jpg') === 'https://img.x/a.jpg/img480'
 */
export function hostImageUrl(url: string | null | undefined, options: HostImageOptions = {}): string | null {
  const raw = (url ?? '').trim();
  if (!raw) return null;
  if (/^blob:/i.test(raw) || /^data:image\//i.test(raw)) return raw;
  const relative = raw.startsWith('/') && !raw.startsWith('//');
  if (!relative && !/^https?:\/\//i.test(raw)) return null;
  let out = relative ? raw : upgradeHttps(raw, options.development ?? false);
  if (!relative && options.rewrite) {
    const target = originOf(options.rewrite.to);
    const from = options.rewrite.from.map((f) => originOf(f)).filter((f): f is string => !!f);
    try {
      const u = new URL(out);
      if (target && from.includes(u.origin)) {
        const t = new URL(target);
        u.protocol = t.protocol;
        u.host = t.host;
        out = u.href;
      }
    } catch {
      return null;
    }
  }
  if (options.sized === false) return out;
  const cut = out.search(/[?#]/);
  const path = cut < 0 ? out : out.slice(0, cut);
  const rest = cut < 0 ? '' : out.slice(cut);
  if (path.endsWith(IMAGE_SIZE_SUFFIX)) return out;
  return path.replace(/\/+$/, '') + IMAGE_SIZE_SUFFIX + rest;
}
