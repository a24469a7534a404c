/**
 * vCard (XEP-0054, `vcard-temp`) of a contact, as the spec's user card fields (§3 user card:
 * fn, nickName, avatarUrl, birthday, tel, email, about, country, address; §7 "vCard get
 * requests" over the chat connection). The parser is strict about what it lets through: text
 * fields are trimmed and capped, the photo is only an http(s) URL or a same-site `/media/`
 * path (never `javascript:` or `data:`), the birthday only `YYYY-MM-DD`; anything else is left
 * empty rather than rejected, so one odd field never hides the rest.
 */
import type { Element } from '@xmpp/xml';

export const VCARD_NS = 'vcard-temp';

/** Longest text kept per field (characters). */
export const VCARD_TEXT_MAX = 300;

/** A contact's vCard; every field '' when absent or unusable. */
export interface VCard {
  /** Formatted (full) name, FN. */
  fn: string;
  nickName: string;
  /** PHOTO/EXTVAL: an http(s) URL or a `/media/` path. */
  avatarUrl: string;
  /** BDAY as YYYY-MM-DD. */
  birthday: string;
  tel: string;
  email: string;
  /** DESC. */
  about: string;
  /** ADR/CTRY as an ISO 3166-1 alpha-2 code (upper case), or ''. */
  country: string;
  /** ADR as one line: street, locality, region (those present, comma-separated). */
  address: string;
}

const text = (el: Element | undefined, name: string): string => {
  const v = el?.getChildText(name);
  return typeof v === 'string' ? v.trim().slice(0, VCARD_TEXT_MAX) : '';
};

const SAFE_URL = /^(https?:\/\/[^\s]+|\/media\/[^\s]*)$/i;

/**
 * Reads a `<vCard xmlns="vcard-temp">` element into a {@link VCard}. Throws TypeError when
 * `el` is not a vCard element.
 */
export function parseVCard(el: Element): VCard {
  if (!el || el.name !== 'vCard' || el.attrs.xmlns !== VCARD_NS) throw new TypeError('not a vCard element');
  const photo = text(el.getChild('PHOTO'), 'EXTVAL');
  const bday = text(el, 'BDAY');
  const adr = el.getChild('ADR');
  const ctry = text(adr, 'CTRY').toUpperCase();
  const tel = el.getChild('TEL');
  const email = el.getChild('EMAIL');
  return {
    fn: text(el, 'FN'),
    nickName: text(el, 'NICKNAME'),
    avatarUrl: SAFE_URL.test(photo) && photo.length <= 2048 ? photo : '',
    birthday: /^\d{4}-\d{2}-\d{2}$/.test(bday) && Number.isFinite(Date.parse(bday)) ? bday : '',
    tel: tel ? text(tel, 'NUMBER') : '',
    email: email ? text(email, 'USERID') : '',
    about: text(el, 'DESC'),
    country: /^[A-Z]{2}$/.test(ctry) ? ctry : '',
    address: [text(adr, 'STREET'), text(adr, 'LOCALITY'), text(adr, 'REGION')].filter(Boolean).join(', '),
  };
}
