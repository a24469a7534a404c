/**
 * Call switches and free-call timings (spec §3 commonConfig / firstCallInfo / silverInfoConf /
 * paid-user free call, §5 callback rule). The switches live in memory (admin
 * `POST /__sandbox/config`, all on at start, the host suggestion after 20 s); the API reports them and the hub enforces them,
 * so both always agree.
 */

/** The in-memory switches (admin `POST /__sandbox/config`). */
export interface CallSwitches {
  /** config mainInfo.enableCallback: hosts may call viewers (callbacks, story lines). */
  enableCallback: boolean;
  /** config commonConfig.enablePaidUserFreeCall. */
  enablePaidUserFreeCall: boolean;
  /** config silverInfoConf.enableSilverClub. */
  enableSilverClub: boolean;
  /** config commonConfig.enableLuckyBox (the daily lucky box, account_service/reward). */
  enableLuckyBox: boolean;
  /** config commonConfig.enableUserTaskEntrance (tasks and check-in). */
  enableUserTaskEntrance: boolean;
  /** friends_service/enable_user_favorite: the favourite list and tip. */
  enableFavorite: boolean;
  /** config commonConfig.enableQuickMatch: Match offers a call to a random online host. */
  enableQuickMatch: boolean;
  /**
   * Seconds on the goddess wall before the exclusive girl page suggests a host
   * (anchorlist_services/contact_popup_info afterS); 0 turns the suggestion off. Default 20.
   */
  contactPopupAfterS: number;
}

/** Fixed lengths of the free call kinds and the call timers. */
export interface CallTimings {
  /** Seconds a free call lasts: freeFirstCallDuration, freeDuration, silverCallDuration (60). */
  freeCallS: number;
  /** Seconds into a paid-user free call when the client shows the recharge reminder (40). */
  rechargeReminderS: number;
  /** Seconds a paid-user free call may take to connect before MatchToFlash (20). */
  matchToFlashS: number;
  /** Ms a callback rings before it ends with timeOut (60000, spec §9 call connect timeout). */
  ringTimeoutMs: number;
  /** Seconds a story-line call may run past its video's length (30). */
  storyGraceS: number;
  /**
   * Ms a call may take from the request (outgoing) or the accept (callback) until media
   * connects; then it ends with timeOut (60000, spec §9 call connect timeout, §8 timeOut).
   */
  connectTimeoutMs: number;
}

/** Defaults of {@link CallTimings}. */
export const DEFAULT_CALL_TIMINGS: CallTimings = {
  freeCallS: 60,
  rechargeReminderS: 40,
  matchToFlashS: 20,
  ringTimeoutMs: 60_000,
  storyGraceS: 30,
  connectTimeoutMs: 60_000,
};

/** Switches plus timings, shared by the HTTP API and the hub. */
export class CallConfig {
  readonly switches: CallSwitches = {
    enableCallback: true,
    enablePaidUserFreeCall: true,
    enableSilverClub: true,
    enableLuckyBox: true,
    enableUserTaskEntrance: true,
    enableFavorite: true,
    enableQuickMatch: true,
    contactPopupAfterS: 20,
  };

  /**
   * One billed minute of the hub, ms, set by admin `POST /__sandbox/config {"billingIntervalMs"}`
   * (1000..600000) for tests that watch several minutes; null = the sandbox's start option.
   */
  billingIntervalMs: number | null = null;

  constructor(readonly timings: CallTimings = DEFAULT_CALL_TIMINGS) {}

  /** Applies the switches that are set in `patch`; returns a copy of all switches. */
  update(patch: Partial<CallSwitches> & { billingIntervalMs?: number | null }): CallSwitches {
    if (patch.billingIntervalMs !== undefined) {
      const ms = patch.billingIntervalMs;
      this.billingIntervalMs = ms !== null && Number.isInteger(ms) && ms >= 1000 && ms <= 600_000 ? ms : null;
    }
    for (const k of ['enableCallback', 'enablePaidUserFreeCall', 'enableSilverClub', 'enableLuckyBox', 'enableUserTaskEntrance', 'enableFavorite', 'enableQuickMatch'] as const) {
      const v = patch[k];
      if (typeof v === 'boolean') this.switches[k] = v;
    }
    const after = patch.contactPopupAfterS;
    if (typeof after === 'number' && Number.isInteger(after) && after >= 0 && after <= 3600) this.switches.contactPopupAfterS = after;
    return { ...this.switches };
  }
}
