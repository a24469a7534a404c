/**
 * A country's flag (spec §9: flags for about 28 country codes with a global fallback), on host
 * cards (goddess wall), host profiles (/anchorprofile) and match. Which code has a flag is the
 * domain rule {@link flagOf}; the images (country-flag-icons) load as one lazy chunk the first
 * time a flag is shown, in a box of the final size so nothing moves when they arrive.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { GlobeIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { codeName, flagOf, type FlagCountry } from '@vchat/domain';

/** Each flag's class (flagImages.css.ts): its picture as the element's background. */
type FlagClasses = Readonly<Record<FlagCountry, string>>;

let loaded: FlagClasses | null = null;
let loading: Promise<FlagClasses> | null = null;

/** Loads the flag images once (one chunk and its style sheet for all 28); later calls share the first load. */
export function loadFlagImages(): Promise<FlagClasses> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./flagImages.css.ts').then((m) => (loaded = m.FLAG_CLASSES)).catch((e: unknown) => {
    loading = null; // a failed chunk load may be retried by the next flag
    throw e;
  });
  return loading;
}

/**
 * The accessible name of a country's flag: the country named in the interface language `ui`
 * (Intl.DisplayNames; `('SA', 'ar')` → "المملكة العربية السعودية"), or '' when there is no code.
 */
export function flagLabel(country: string | null | undefined, ui: string): string {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? codeName(code === 'UK' ? 'GB' : code, 'region', ui) : '';
}

/** Props of {@link CountryFlag}. */
export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code from the card (any case); empty or unknown → the globe. */
  country: string | null | undefined;
  /** Height in px (the flag is 3:2, so its width is 1.5 × this). Default 12. */
  size?: number;
  /**
   * True when the country's name is written next to the flag: the flag is then hidden from
   * assistive technology so the name is not read twice. Default false: the flag is an image
   * named after the country.
   */
  decorative?: boolean;
}

/**
 * The flag of `country` (a 3:2 image with rounded corners) or, for a country without a flag,
 * a globe; named after the country in the interface language unless `decorative`. A missing
 * country gives a decorative globe.
 */
export function CountryFlag({ country, size = 12, decorative = false }: CountryFlagProps) {
  const { i18n } = useTranslation();
  const key = flagOf(country);
  const label = decorative ? '' : flagLabel(country, i18n.language);
  const [classes, setClasses] = useState<FlagClasses | null>(loaded);
  useEffect(() => {
    if (key === 'global' || classes) return;
    let live = true;
    loadFlagImages().then((c) => live && setClasses(c), () => undefined);
    return () => {
      live = false;
    };
  }, [key, classes]);

  if (key === 'global') {
    return <GlobeIcon size={Math.round(size * 1.17)} title={label || undefined} data-flag="global" style={{ flex: 'none' }} />;
  }
  const box: CSSProperties = {
    display: 'inline-block',
    flex: 'none',
    width: size * 1.5,
    height: size,
    borderRadius: 2,
    verticalAlign: 'middle',
    boxShadow: '0 0 0 0.5px rgba(0, 0, 0, 0.25)',
    // The final box, grey until the images arrive: no layout jump.
    ...(classes ? {} : { background: 'rgba(127, 127, 127, 0.25)' }),
  };
  return (
    <span
      className={classes?.[key]}
      style={box}
      data-flag={key}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
