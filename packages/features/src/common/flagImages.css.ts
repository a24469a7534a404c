/**
 * The flag images of the 28 countries of FLAG_COUNTRIES (spec §9), SVG from the maintained
 * `country-flag-icons` library (3:2), as one CSS class per flag whose background is that SVG
 * (built at build time by vanilla-extract). Loaded as ONE lazy chunk (its style sheet, about
 * 8 kB compressed) by CountryFlag.tsx the first time a flag is shown, so the landing does not
 * carry it. A style sheet's image is decoded once per flag however many cards show it; an
 * `<img>` with a `data:` URL is parsed again by every image in its `src` setter (24 cards spent
 * 55-80 ms of the wall's render on a throttled phone, issue 21).
 * Only these 28 are named (the library's modules re-export one file per flag, so the bundle
 * keeps just these; the library has about 260).
 */
import { styleVariants } from '@vanilla-extract/css';
import type { FlagCountry } from '@vchat/domain';
import {
  US, GB, CA, AU, IE, NZ, SA,
  AE, EG, MA, JO, KW, IN, TR,
  FR, BE, CH, SN, ES, MX, AR,
  CO, PE, CL, BR, ID, DE, AT,
} from 'country-flag-icons/string/3x2';

/** The SVG source of each supported flag. A missing key is a type error (all 28 are here). */
const FLAG_SVGS: Readonly<Record<FlagCountry, string>> = {
  US, GB, CA, AU, IE, NZ, SA,
  AE, EG, MA, JO, KW, IN, TR,
  FR, BE, CH, SN, ES, MX, AR,
  CO, PE, CL, BR, ID, DE, AT,
};

/** The class painting each supported flag (background, sized to the element's box). */
export const FLAG_CLASSES: Readonly<Record<FlagCountry, string>> = styleVariants(FLAG_SVGS, (svg) => ({
  backgroundImage: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
}));
