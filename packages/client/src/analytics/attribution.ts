/**
 * The attribution record (spec §3: adid, tracker_token, tracker_name, network, campaign,
 * adgroup, creative, click_label, state; "attribution query parameters are also stored"; issue
 * 11). The advertising tracker's parameters arrive on the landing URL; the first visit that
 * carries any is kept (first touch) with the record built from them, and reported to analytics
 * as an `attribution` event once consent allows. An attribution_refresh message (type 100, from
 * the official sender only) reports it again. Values are cut to 100 characters; unknown
 * parameters are ignored.
 */
import * as v from 'valibot';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import { parseQuery } from '../common/query.ts';

export const ATTRIBUTION_KEY = 'attribution';

/** Query parameters kept (the tracker's and the usual campaign ones). */
export const ATTRIBUTION_PARAMS = [
  'adj_t', 'adj_tracker_name', 'adj_network', 'adj_campaign', 'adj_adgroup', 'adj_creative', 'adj_label',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'fbclid', 'ttclid',
] as const;

const MAX = 100;
const Str = v.pipe(v.string(), v.maxLength(MAX));

export const AttributionSchema = v.object({
  adid: Str,
  tracker_token: Str,
  tracker_name: Str,
  network: Str,
  campaign: Str,
  adgroup: Str,
  creative: Str,
  click_label: Str,
  /** 'attributed' when a tracker or campaign parameter came with the visit, else 'organic'. */
  state: v.picklist(['attributed', 'organic']),
  /** The attribution query parameters as they came (known names only). */
  params: v.record(v.string(), Str),
  /** Epoch ms of the visit. */
  at: v.number(),
});

export type Attribution = v.InferOutput<typeof AttributionSchema>;

/**
 * The known attribution parameters of a query string (values cut to 100), read by
 * {@link parseQuery} under the §9 limits (parameters after the 1,000th are not read). A
 * repeated parameter gives its first value; a bracketed one (`utm_source[x]=…`) is ignored.
 */
export function attributionParams(search: string): Record<string, string> {
  const q = parseQuery(search);
  const out: Record<string, string> = {};
  for (const k of ATTRIBUTION_PARAMS) {
    const raw = q[k];
    const val = Array.isArray(raw) ? raw[0] : raw;
    if (typeof val === 'string' && val) out[k] = val.slice(0, MAX);
  }
  return out;
}

/** The record for a visit's parameters; `adid` is the device id. */
export function attributionRecord(params: Record<string, string>, adid: string, at: number): Attribution {
  const p = (k: string) => params[k] ?? '';
  return {
    adid: adid.slice(0, MAX),
    tracker_token: p('adj_t'),
    tracker_name: p('adj_tracker_name') || p('utm_source'),
    network: p('adj_network') || p('utm_medium') || (p('gclid') ? 'google' : p('fbclid') ? 'facebook' : p('ttclid') ? 'tiktok' : ''),
    campaign: p('adj_campaign') || p('utm_campaign'),
    adgroup: p('adj_adgroup') || p('utm_term'),
    creative: p('adj_creative') || p('utm_content'),
    click_label: p('adj_label'),
    state: Object.keys(params).length ? 'attributed' : 'organic',
    params,
    at,
  };
}

/**
 * Records the visit: keeps the first attributed one (a later attributed visit does not replace
 * it; an organic one is stored only when nothing is). Returns the record in force.
 */
export function recordVisit(storage: KeyValueStorage, search: string, adid: string, now = Date.now()): Attribution {
  const stored = readJson(storage, ATTRIBUTION_KEY, AttributionSchema);
  const params = attributionParams(search);
  if (stored && (stored.state === 'attributed' || Object.keys(params).length === 0)) return stored;
  const rec = attributionRecord(params, adid, now);
  writeJson(storage, ATTRIBUTION_KEY, rec);
  return rec;
}

/** The analytics properties of a record (flat; params as `param_<name>`). */
export function attributionProperties(a: Attribution): Record<string, string | number> {
  const { params, ...rest } = a;
  const out: Record<string, string | number> = { ...rest };
  for (const [k, val] of Object.entries(params)) out[`param_${k}`] = val;
  return out;
}

/** Storage key: the `at` of the record last reported. */
export const ATTRIBUTION_REPORTED_KEY = 'attributionReportedAt';

/**
 * Records this visit and reports the record in force once (spec §3): `again` (the official
 * attribution_refresh message) reports it anew as `attribution_refresh`. `track` is the
 * analytics client's; the event waits in its queue until the cookie notice is answered.
 */
export function reportAttribution(
  storage: KeyValueStorage,
  track: (event: string, properties: Record<string, string | number>) => void,
  visit: { search: string; adid: string },
  again = false,
): void {
  const rec = recordVisit(storage, visit.search, visit.adid);
  if (!again && readJson(storage, ATTRIBUTION_REPORTED_KEY, v.number()) === rec.at) return;
  track(again ? 'attribution_refresh' : 'attribution', attributionProperties(rec));
  writeJson(storage, ATTRIBUTION_REPORTED_KEY, rec.at);
}
