import { Fragment } from 'react';

/**
 * A placeholder for a name inside a translated sentence: translate with
 * `t(key, { name: BIDI_SLOT })`, then render the result with {@link BidiText}, which puts the
 * real name in its place inside `<bdi>`. A private-use character, so it never appears in text.
 */
export const BIDI_SLOT = '\uE000';

/** Props of {@link BidiText}. */
export interface BidiTextProps {
  /** The translated sentence holding one {@link BIDI_SLOT} per name, in `names` order. */
  text: string;
  /** The names, in the order their slots appear (one name may fill every slot). */
  names: readonly string[];
}

/**
 * A sentence with names isolated (spec §9 RTL): each name is a `<bdi>`, so an Arabic name in
 * an English sentence (or a Latin name in an Arabic one) keeps its own direction and does not
 * pull the punctuation and numbers around it to the wrong side ("ليلى, 24" stays name then
 * age). Slots beyond `names` repeat the last name; text without slots renders as it is.
 */
export function BidiText({ text, names }: BidiTextProps) {
  const parts = text.split(BIDI_SLOT);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <bdi>{names[Math.min(i, names.length - 1)] ?? ''}</bdi> : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The same isolation for plain text (stored notices, `title` attributes, toasts): the name
 * wrapped in Unicode FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the text form of `<bdi>`.
 */
export function isolateName(name: string): string {
  return `\u2068${name}\u2069`;
}
