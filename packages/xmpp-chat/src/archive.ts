/**
 * Message archive (XEP-0313 MAM v2 with XEP-0059 result set paging): the query stanza, the
 * reading of archived results and the paging walk (spec §3 messages, §7 "Real-time chat").
 *
 * Every archived chat message goes through the message codec ({@link decodeMessage}); what it
 * refuses is dropped with its reason and never half-applied. Error replies the server archived
 * (a bounce to one of the user's own messages, e.g. the unpaid send lock) are reported by the
 * id of the message they refuse, so a new device can show that message as not sent.
 *
 * Pure and protocol-only: no storage, no merge (the messaging controller and chat-db merge
 * pages into the local history by mid). Works on any ltx-style element.
 */
import xml, { type Element } from '@xmpp/xml';
import { decodeMessage, type StanzaLike, type WireMessage } from './codec.ts';

/** XEP-0313 namespace (MAM v2). */
export const MAM_NS = 'urn:xmpp:mam:2';
/** XEP-0059 result set management. */
export const RSM_NS = 'http://jabber.org/protocol/rsm';
/** XEP-0297 forwarding. */
export const FORWARD_NS = 'urn:xmpp:forward:0';
const DELAY_NS = 'urn:xmpp:delay';
const STANZAS_NS = 'urn:ietf:params:xml:ns:xmpp-stanzas';

/**
 * Largest page asked for. Prosody caps a page at `max_archive_query_results` (the sandbox: 200)
 * and answers a larger `max` with an error, so pages stay at or below it.
 */
export const MAX_ARCHIVE_PAGE = 200;

/** A filter and a page of an archive query (XEP-0313 §4.1, XEP-0059). */
export interface ArchiveQuery {
  /** Only messages exchanged with this bare jid (`with`). */
  with?: string;
  /** Lower bound, epoch ms (`start`, inclusive). */
  start?: number;
  /** Upper bound, epoch ms (`end`, inclusive). */
  end?: number;
  /** Page size, 1..{@link MAX_ARCHIVE_PAGE} (default 100). */
  max?: number;
  /**
   * Page backwards: the page just before this archive id; `''` = the newest page of the
   * filtered archive. Wins over `after`.
   */
  before?: string;
  /** Page forwards: the page just after this archive id. */
  after?: string;
}

/** One archived chat message, decoded by the codec. */
export interface ArchivedMessage {
  /** The archive's id of the item (stanza-id), for paging. */
  archiveId: string;
  /** When the server archived it, epoch ms (the forwarded delay stamp); 0 when missing. */
  stamp: number;
  message: WireMessage;
}

/** A bounce the server archived: an error reply to one of the user's own messages. */
export interface ArchivedBounce {
  /** The refused message's id (= its mid). */
  mid: string;
  /** The XMPP error condition, e.g. `policy-violation`. */
  condition: string;
  /** The server's text, e.g. `send locked`; '' when none. */
  text: string;
}

/** One page of an archive query. */
export interface ArchivePage {
  /** Chat messages that decoded, in archive order (oldest first within the page). */
  messages: ArchivedMessage[];
  /** Archived error replies to own messages. */
  bounced: ArchivedBounce[];
  /** Items the codec refused (or that are not chat messages), with the reason. */
  dropped: { archiveId: string; reason: string }[];
  /** RSM `first` / `last` archive ids of the page; null when the page is empty. */
  first: string | null;
  last: string | null;
  /** `fin complete="true"`: no more items in the direction of paging. */
  complete: boolean;
  /** RSM `count` (the whole filtered result set), when the server gives it. */
  count: number | null;
}

/** Builds the MAM query IQ (type set) for `queryid`. Throws RangeError for a bad page size. */
export function buildArchiveQuery(queryid: string, q: ArchiveQuery): Element {
  const max = q.max ?? 100;
  if (!Number.isInteger(max) || max < 1 || max > MAX_ARCHIVE_PAGE) throw new RangeError(`archive page size must be 1..${MAX_ARCHIVE_PAGE}`);
  const fields = [xml('field', { var: 'FORM_TYPE', type: 'hidden' }, xml('value', {}, MAM_NS))];
  if (q.with) fields.push(xml('field', { var: 'with' }, xml('value', {}, q.with)));
  if (q.start !== undefined) fields.push(xml('field', { var: 'start' }, xml('value', {}, new Date(Math.max(0, q.start)).toISOString())));
  if (q.end !== undefined) fields.push(xml('field', { var: 'end' }, xml('value', {}, new Date(Math.max(0, q.end)).toISOString())));
  const paging = [xml('max', {}, String(max))];
  if (q.before !== undefined) paging.push(xml('before', {}, q.before));
  else if (q.after !== undefined) paging.push(xml('after', {}, q.after));
  return xml(
    'iq',
    { type: 'set' },
    xml('query', { xmlns: MAM_NS, queryid }, xml('x', { xmlns: 'jabber:x:data', type: 'submit' }, ...fields), xml('set', { xmlns: RSM_NS }, ...paging)),
  );
}

/** What one `<message><result/></message>` of a query holds, or why it is dropped. */
export type ArchiveItem =
  | { kind: 'message'; queryid: string; item: ArchivedMessage }
  | { kind: 'bounce'; queryid: string; archiveId: string; bounce: ArchivedBounce }
  | { kind: 'dropped'; queryid: string; archiveId: string; reason: string };

type ResultParent = StanzaLike & { children?: unknown[] };

/**
 * Reads an archive result message. Returns null when the stanza is not a MAM result (a
 * live message). Never throws: anything malformed is `dropped` with the codec's reason.
 */
export function readArchiveResult(stanza: StanzaLike): ArchiveItem | null {
  if (stanza.name !== 'message') return null;
  const result = stanza.getChild('result', MAM_NS);
  if (!result) return null;
  const queryid = String(result.attrs.queryid ?? '');
  const archiveId = String(result.attrs.id ?? '');
  const fwd = result.getChild('forwarded', FORWARD_NS);
  const inner = fwd?.getChild('message') as ResultParent | undefined;
  if (!archiveId) return { kind: 'dropped', queryid, archiveId, reason: 'archive result without an id' };
  if (!inner) return { kind: 'dropped', queryid, archiveId, reason: 'archive result without a forwarded message' };
  const stamp = Date.parse(String(fwd?.getChild('delay', DELAY_NS)?.attrs.stamp ?? ''));
  if (inner.attrs.type === 'error') {
    const id = inner.attrs.id;
    const err = inner.getChild('error');
    if (typeof id !== 'string' || !id || !err) return { kind: 'dropped', queryid, archiveId, reason: 'archived error without an id' };
    const condition =
      ((err as ResultParent).children ?? []).map((c) => c as StanzaLike).find((c) => typeof c === 'object' && c?.attrs?.xmlns === STANZAS_NS && c.name !== 'text')?.name ?? '';
    return { kind: 'bounce', queryid, archiveId, bounce: { mid: id, condition, text: (err.getChildText('text', STANZAS_NS) ?? '').slice(0, 200) } };
  }
  const r = decodeMessage(inner);
  if (!r.ok) return { kind: 'dropped', queryid, archiveId, reason: r.error };
  return { kind: 'message', queryid, item: { archiveId, stamp: Number.isFinite(stamp) ? stamp : 0, message: r.message } };
}

/** Reads the `<fin/>` of the query's IQ result into the paging fields of a page. */
export function readArchiveFin(iq: StanzaLike | undefined): Pick<ArchivePage, 'first' | 'last' | 'complete' | 'count'> {
  const fin = iq?.getChild('fin', MAM_NS);
  const set = fin?.getChild('set', RSM_NS);
  const count = Number(set?.getChildText('count') ?? NaN);
  return {
    first: set?.getChildText('first') || null,
    last: set?.getChildText('last') || null,
    complete: fin?.attrs.complete === 'true' || fin?.attrs.complete === true,
    count: Number.isFinite(count) ? count : null,
  };
}

/** Runs one archive query page (the chat connection's `queryArchive`). */
export type QueryArchivePage = (q: ArchiveQuery) => Promise<ArchivePage>;

/** What {@link walkArchiveBackward} did. */
export interface ArchiveWalk {
  /** Pages read. */
  pages: number;
  /** The walk reached the oldest item of the filtered archive. */
  complete: boolean;
  /** Archive id of the oldest item read (to go on later with `before`), or null. */
  oldestId: string | null;
  /** Newest archive stamp read (epoch ms), or null when nothing was read. */
  newestStamp: number | null;
  /** Messages delivered to `onPage` in all. */
  messages: number;
}

/**
 * Walks an archive newest first (XEP-0313 §4 with RSM `before`): the newest page of the
 * filter, then each page before it, until the archive is read to its start, `maxPages` pages
 * were read, or `onPage` returns `false`. Each page is handed to `onPage` (awaited) before the
 * next one is asked, so a caller can store and show it at once. `before` starts from an
 * earlier walk's {@link ArchiveWalk.oldestId}. Errors of `query` or `onPage` propagate.
 */
export async function walkArchiveBackward(
  query: QueryArchivePage,
  opts: Omit<ArchiveQuery, 'after' | 'max'> & { pageSize?: number; maxPages: number; onPage: (page: ArchivePage) => Promise<boolean | void> | boolean | void },
): Promise<ArchiveWalk> {
  const { pageSize = 100, maxPages, onPage, before: from = '', ...filter } = opts;
  let before = from;
  const walk: ArchiveWalk = { pages: 0, complete: false, oldestId: null, newestStamp: null, messages: 0 };
  while (walk.pages < maxPages) {
    const page = await query({ ...filter, max: pageSize, before });
    walk.pages++;
    walk.messages += page.messages.length;
    for (const m of page.messages) if (m.stamp && (walk.newestStamp === null || m.stamp > walk.newestStamp)) walk.newestStamp = m.stamp;
    if (page.first) walk.oldestId = page.first;
    const goOn = await onPage(page);
    // An empty page, or one that does not move, ends the walk however `complete` reads.
    if (page.complete || !page.first || page.first === before) {
      walk.complete = true;
      break;
    }
    if (goOn === false) break;
    before = page.first;
  }
  return walk;
}
