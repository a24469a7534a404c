/**
 * The flag images of the 28 countries of FLAG_COUNTRIES (spec §9), SVG from the maintained
 * `country-flag-icons` library (3:2). Loaded as ONE lazy chunk by CountryFlag.tsx the first
 * time a flag is shown (about 17 kB of SVG, 8 kB compressed), so the landing does not carry it.
 * Only these 28 are named (the library's modules re-export one file per flag, so the bundle
 * keeps just these; the library has about 260).
 */
import type { FlagCountry } from '@vchat/domain';
import {
  US, GB, CA, AU, IE, NZ, SA,
  AE, EG, MA, JO, KW, IN, TR,
  FR, BE, CH, SN, ES, MX, AR,
  CO, PE, CL, BR, ID, DE, AT,
} from 'country-flag-icons/string/3x2';

/** The SVG source of each supported flag. A missing key is a type error (all 28 are here). */
export const FLAG_SVGS: Readonly<Record<FlagCountry, string>> = {
  US, GB, CA, AU, IE, NZ, SA,
  AE, EG, MA, JO, KW, IN, TR,
  FR, BE, CH, SN, ES, MX, AR,
  CO, PE, CL, BR, ID, DE, AT,
};
