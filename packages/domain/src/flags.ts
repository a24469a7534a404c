/**
 * Country flags (spec §9 "flags for about 28 country codes with a global fallback"): the
 * countries that have a flag, and the rule mapping a card's country code to one of them or to
 * the global fallback. Shown on host cards (goddess wall), host profiles and match. Pure.
 */

/**
 * The 28 countries with a flag (ISO 3166-1 alpha-2): the hosts' markets for the 13 interface
 * languages (English, Arabic, Hindi, Turkish, French, Spanish, Portuguese, Indonesian,
 * German speaking countries).
 */
export const FLAG_COUNTRIES = [
  'US', 'GB', 'CA', 'AU', 'IE', 'NZ',
  'SA', 'AE', 'EG', 'MA', 'JO', 'KW',
  'IN', 'TR',
  'FR', 'BE', 'CH', 'SN',
  'ES', 'MX', 'AR', 'CO', 'PE', 'CL',
  'BR', 'ID', 'DE', 'AT',
] as const;

/** A country that has a flag. */
export type FlagCountry = (typeof FLAG_COUNTRIES)[number];

/** The fallback shown for a country without a flag, or none: a globe. */
export const GLOBAL_FLAG = 'global';

/** What to show for a country: its flag, or the global fallback. */
export type FlagKey = FlagCountry | typeof GLOBAL_FLAG;

const SET: ReadonlySet<string> = new Set(FLAG_COUNTRIES);
/** Codes in use that are not ISO: the United Kingdom as "UK". */
const ALIASES: Readonly<Record<string, FlagCountry>> = { UK: 'GB' };

/**
 * The flag for a country code (spec §9): case and surrounding spaces ignored, "UK" read as
 * GB; a code of {@link FLAG_COUNTRIES} gives itself, anything else (empty, unknown, not two
 * letters) gives {@link GLOBAL_FLAG}. Never throws.
 *
 * @example flagOf('in') === 'IN'; flagOf('JP') === 'global'; flagOf(undefined) === 'global'
 */
export function flagOf(country: string | null | undefined): FlagKey {
  const code = (country ?? '').trim().toUpperCase();
  if (SET.has(code)) return code as FlagCountry;
  return ALIASES[code] ?? GLOBAL_FLAG;
}
