/**
 * Intl formatters made once per locale and options, then reused: building one costs far more
 * than using it (a new Intl.DisplayNames per host card and a new Intl.DateTimeFormat per
 * message label showed in the throttled-phone profiles of issue 21). Each throws what its Intl
 * constructor throws (RangeError for a malformed locale or option).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    // A long session meets a handful of locales; the bound only guards against a leak.
    if (cache.size > 200) cache.clear();
    cache.set(key, f);
  }
  return f;
}

/** `new Intl.NumberFormat(locale, options)`, made once per pair. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per pair. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A language or region code named in the interface language `ui` (e.g. `IN` → "India",
 * `ar` → "Arabic"); `fallback` (default: the code) when the code is empty-named or not
 * understood. Never throws.
 */
export function codeName(code: string, type: 'language' | 'region', ui: string, fallback: string = code): string {
  if (!code) return '';
  try {
    return cached('l', ui, { type }, () => new Intl.DisplayNames([ui], { type })).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
