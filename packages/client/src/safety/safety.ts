/**
 * Trust and safety (issue 20.16-20.18; sandbox contract tooling/sandbox/SAFETY.md): blocking
 * and unblocking hosts, reporting a host or one of her messages, rating a call, and the
 * viewer's own block (config mainInfo.blockInfo, spec §3 §6). The server refuses a blocked
 * host's messages and calls and leaves her out of its lists; this controller keeps the block
 * list in `blockedHostsAtom` and tells the other modules (wall, match, notices) to drop her at
 * once through `onBlocked`.
 */
import { atom, type createStore } from 'jotai/vanilla';
import type { ApiClient, BlockedHost, CallRatingResult } from '@vchat/api-client';
import { isRateable, RATING_TAGS_MAX, REPORT_NOTE_MAX, type BlockInfo, type RatingTag, type ReportReason } from '@vchat/domain';
import { configAtom } from '../session/atoms.ts';

type Store = ReturnType<typeof createStore>;

/** The block list: `idle` before the first load; `rows` newest first. */
export interface BlockedHostsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: BlockedHost[];
  error: unknown;
}

export const blockedHostsAtom = atom<BlockedHostsState>({ status: 'idle', rows: [], error: null });

/** Bare jids of the blocked hosts (lower case), for quick checks. */
export const blockedJidsAtom = atom((get) => new Set(get(blockedHostsAtom).rows.map((h) => h.jid.toLowerCase())));

/** The viewer's own block from the config (spec §3 mainInfo.blockInfo); `{ blocked: false }` before the config. */
export const viewerBlockAtom = atom<BlockInfo>((get) => get(configAtom)?.mainInfo.blockInfo ?? { blocked: false });

/** Ratings given, by call sid (this device's, plus those read from the server). */
export const callRatingsAtom = atom<Readonly<Record<string, CallRatingResult>>>({});

/** Sids whose rating the server was asked for and answered (rated or not): a call line may offer "Rate" then. */
export const ratingsCheckedAtom = atom<ReadonlySet<string>>(new Set<string>());

export interface SafetyDeps {
  store: Store;
  api: Pick<ApiClient, 'blockUser' | 'unblockUser' | 'blockList' | 'report' | 'rateCall' | 'callRatings'>;
  /** A host was blocked: the wall, match and notices drop her now. */
  onBlocked?: (jid: string) => void;
  log?: (msg: string, e?: unknown) => void;
}

/** Creates the safety controller. Commands throw the API's error unless said otherwise. */
export function createSafetyController({ store, api, onBlocked, log = () => {} }: SafetyDeps) {
  /** Sids asked for with requestRating (once each), and those waiting for this turn's request. */
  const asked = new Set<string>();
  const pending = new Set<string>();
  const setRows = (rows: BlockedHost[]) => store.set(blockedHostsAtom, { status: 'ready', rows, error: null });
  return {
    /** Loads the block list into {@link blockedHostsAtom}; errors land in its state. */
    async loadBlocked(): Promise<void> {
      store.set(blockedHostsAtom, { ...store.get(blockedHostsAtom), status: 'loading', error: null });
      try {
        setRows((await api.blockList()).list);
      } catch (e) {
        store.set(blockedHostsAtom, { ...store.get(blockedHostsAtom), status: 'error', error: e });
      }
    },
    /** True when host `jid` is blocked (as far as the loaded list knows). */
    isBlocked: (jid: string): boolean => store.get(blockedJidsAtom).has(jid.toLowerCase()),
    /**
     * Blocks host `jid` (the server refuses her messages and calls from now on) and drops her
     * from the wall, match and notices. `host` (her card) fills the list at once.
     */
    async block(jid: string, host?: Omit<BlockedHost, 'blockedAt'>): Promise<void> {
      const r = await api.blockUser({ jid });
      const rows = store.get(blockedHostsAtom).rows.filter((h) => h.jid.toLowerCase() !== r.jid.toLowerCase());
      if (host) setRows([{ ...host, jid: r.jid, blockedAt: Date.now() }, ...rows]);
      else {
        setRows(rows);
        void this.loadBlocked();
      }
      try {
        onBlocked?.(r.jid);
      } catch (e) {
        log('dropping a blocked host failed', e);
      }
    },
    /** Unblocks host `jid`. */
    async unblock(jid: string): Promise<void> {
      const r = await api.unblockUser({ jid });
      setRows(store.get(blockedHostsAtom).rows.filter((h) => h.jid.toLowerCase() !== r.jid.toLowerCase()));
    },
    /**
     * Reports host `jid`, or her message `mid`, with a reason from REPORT_REASONS and an
     * optional note (trimmed, cut to 500 characters). Returns the report id.
     */
    async report(p: { jid: string; mid?: string; reason: ReportReason; note?: string }): Promise<string> {
      const note = (p.note ?? '').trim().slice(0, REPORT_NOTE_MAX);
      const r = await api.report({ jid: p.jid, reason: p.reason, ...(p.mid ? { mid: p.mid } : {}), ...(note ? { note } : {}) });
      return r.id;
    },
    /**
     * Whether the rating prompt is offered for an ended call: connected ≥ 30 s (domain
     * isRateable) and not rated yet on this device.
     */
    canRate(c: { sid: string; connectingTime: number; endTime: number }): boolean {
      return isRateable(c) && !store.get(callRatingsAtom)[c.sid];
    },
    /** Rates call `sid` with 1..5 stars and up to 4 tags; the rating lands in {@link callRatingsAtom}. */
    async rate(sid: string, stars: number, tags: RatingTag[] = []): Promise<CallRatingResult> {
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw new RangeError('stars must be 1..5');
      const r = await api.rateCall({ sid, stars, tags: [...new Set(tags)].slice(0, RATING_TAGS_MAX) });
      store.set(callRatingsAtom, { ...store.get(callRatingsAtom), [r.sid]: r });
      return r;
    },
    /** Reads the viewer's ratings of these calls (≤ 100 asked) into {@link callRatingsAtom}; failures are logged. */
    async loadRatings(sids: string[]): Promise<void> {
      const known = store.get(callRatingsAtom);
      const ask = [...new Set(sids)].filter((s) => !known[s]).slice(0, 100);
      if (!ask.length) return;
      try {
        const { list } = await api.callRatings({ sids: ask });
        if (list.length) store.set(callRatingsAtom, { ...store.get(callRatingsAtom), ...Object.fromEntries(list.map((r) => [r.sid, r])) });
        store.set(ratingsCheckedAtom, new Set([...store.get(ratingsCheckedAtom), ...ask]));
      } catch (e) {
        log('call_ratings failed', e);
      }
    },
    /**
     * Asks for the viewer's rating of call `sid` once (a call line or record on screen); the
     * asks of one turn go out as one call_ratings request. Never throws.
     */
    requestRating(sid: string): void {
      if (!sid || asked.has(sid) || store.get(callRatingsAtom)[sid]) return;
      asked.add(sid);
      pending.add(sid);
      if (pending.size === 1) {
        queueMicrotask(() => {
          const sids = [...pending];
          pending.clear();
          void this.loadRatings(sids);
        });
      }
    },
    /** Forgets everything (sign-out). */
    reset(): void {
      asked.clear();
      pending.clear();
      store.set(blockedHostsAtom, { status: 'idle', rows: [], error: null });
      store.set(callRatingsAtom, {});
      store.set(ratingsCheckedAtom, new Set<string>());
    },
  };
}

export type SafetyController = ReturnType<typeof createSafetyController>;
