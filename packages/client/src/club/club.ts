/**
 * Silver club controller (spec §1 coins, §3 silverInfoConf and silver call availableTimes,
 * §5 "the club call times response must not be null", §7 club_anchor_list): the club's
 * hosts with their silver call price, the silver calls left, the silver record. Screens read
 * the silver balance from the wallet (the one owner of the balance).
 */
import type { ApiClient, ClubAnchorList, ClubRewardRecords } from '@vchat/api-client';

export interface ClubDeps {
  api: Pick<ApiClient, 'clubAnchorList' | 'clubCallTimes' | 'clubRewardRecord'>;
}

/** Hosts per page of the club list. */
export const CLUB_PAGE_SIZE = 20;

/** Creates the club controller. Every method throws the API's error. */
export function createClubController({ api }: ClubDeps) {
  return {
    /** One page of the club's hosts; `status` 1 = the club is open to this viewer. */
    hosts: (page = 1): Promise<ClubAnchorList> => api.clubAnchorList({ page, pageSize: CLUB_PAGE_SIZE }),
    /** Silver calls left today (club_call_times availableTimes, a whole number ≥ 0). */
    callTimes: async (): Promise<number> => (await api.clubCallTimes()).availableTimes,
    /** One page of the silver record (earned and spent), newest first. */
    rewards: (page = 1): Promise<ClubRewardRecords> => api.clubRewardRecord({ page, pageSize: 20 }),
  };
}

export type ClubController = ReturnType<typeof createClubController>;

/** Whether the club is on for this viewer: the config switch (silverInfoConf) and the list's status. */
export function clubOpen(enableSilverClub: boolean, listStatus: number | undefined): boolean {
  return enableSilverClub && listStatus !== 0;
}
