/** Match state (spec §2 match popup and match list, §3 match info). Written by the match controller. */
import { atom } from 'jotai/vanilla';
import type { AnchorItemResult, MatchRecord } from '@vchat/api-client';

/**
 * The suggestion flow: `loading` (no card yet), `ready` (a card), `exhausted` (every host of
 * the pool was shown this round), `error` (the first load failed; `error` holds why).
 */
export interface MatchQueueState {
  status: 'idle' | 'loading' | 'ready' | 'exhausted' | 'error';
  /** The host on the card. */
  current: AnchorItemResult | null;
  /** Hosts shown so far this round (the card included). */
  shown: number;
  error: unknown;
}

export const matchQueueAtom = atom<MatchQueueState>({ status: 'idle', current: null, shown: 0, error: null });

/** The viewer's past matches, newest first (match_service/match_list). */
export interface MatchListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: MatchRecord[];
  page: number;
  hasMore: boolean;
  error: unknown;
}

export const matchListAtom = atom<MatchListState>({ status: 'idle', items: [], page: 0, hasMore: false, error: null });
