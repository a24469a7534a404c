import { LinkifyIt } from 'linkify-it';
import { useMemo, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './LinkifiedText.css.ts';

/** Props of {@link LinkifiedText}. */
export interface LinkifiedTextProps {
  /** Untrusted plain text (a peer's message). Rendered as React text nodes only, never as HTML. */
  text: string;
  className?: string;
}

/** One piece of {@link splitLinks} output: plain text, or an `http(s)` link with its safe `href`. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only explicit `http://` / `https://` links: no fuzzy "example.com", no e-mail, no mailto:,
// ftp: or protocol-relative "//host" (those schemas are removed from linkify-it's defaults).
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
linkify.add('ftp:', null).add('mailto:', null).add('//', null);

/** Bidi control characters (LRM/RLM/ALM, embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The safe `href` for a detected link, or `null` when it must stay text: the URL must parse,
 * use `http:` or `https:`, and contain no bidi control characters (a U+202E inside a link would
 * make the shown address differ from the real one). Host names come back punycoded (`URL.href`).
 */
export function safeHref(url: string): string | null {
  if (BIDI_CONTROLS.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/**
 * Splits plain text into text and `http(s)` link parts (pure; uses linkify-it for detection,
 * which handles trailing punctuation and balanced parentheses). Everything else, including
 * `javascript:`, `data:`, `vbscript:`, `file:` and bare domains, stays text. Joining the
 * parts' `text` gives back the input unchanged.
 */
export function splitLinks(text: string): TextPart[] {
  const matches = text ? linkify.match(text) : null;
  if (!matches) return text ? [{ kind: 'text', text }] : [];
  const parts: TextPart[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of matches) {
    pushText(text.slice(cursor, match.index));
    const raw = text.slice(match.index, match.lastIndex);
    const href = safeHref(match.url);
    if (href) parts.push({ kind: 'link', text: raw, href });
    else pushText(raw);
    cursor = match.lastIndex;
  }
  pushText(text.slice(cursor));
  return parts;
}

/**
 * Peer text with clickable `http(s)` links. Safety: the text is only ever React text nodes
 * (HTML such as `<img onerror>` shows literally); only `http:` / `https:` URLs become
 * `<a href target="_blank" rel="noopener noreferrer">`. Layout: line breaks kept
 * (`white-space: pre-wrap`), long words wrap. Bidi: the root is a `<bdi dir="auto">`
 * (`unicode-bidi: isolate`), so its direction comes from its own first strong character and
 * override characters (U+202E...) inside it cannot reorder the UI around it (time, icons);
 * each link is an LTR isolate, so a URL always reads left to right.
 *
 * Renders inline; give it `display: block` through `className` for a paragraph.
 */
export function LinkifiedText({ text, className }: LinkifiedTextProps) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <bdi dir="auto" className={cx(styles.root, className)}>
      {parts.map((part, index): ReactNode =>
        part.kind === 'link' ? (
          <a key={index} className={styles.link} href={part.href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
