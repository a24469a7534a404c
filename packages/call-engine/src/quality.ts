/**
 * Connection quality of a call from RTCPeerConnection getStats (issue "Phone first" point 7):
 * packet loss over the last interval, the round-trip time of the selected candidate pair and
 * the frames per second of the received video, graded good / weak / poor. Pure: the caller
 * reads the stats (PeerLink `quality()`) and keeps the previous sample.
 */

/** Cumulative counters of one getStats read. */
export interface LinkStatsSample {
  /** When it was read, epoch ms. */
  at: number;
  /** Round-trip time of the selected candidate pair, ms (null when unknown). */
  rttMs: number | null;
  /** Packets lost on all incoming RTP streams since the start (cumulative). */
  packetsLost: number;
  /** Packets received on all incoming RTP streams since the start (cumulative). */
  packetsReceived: number;
  /** Frames decoded of the incoming video since the start (null without video stats). */
  framesDecoded: number | null;
  /** Frames per second of the incoming video as the browser reports it (null when not reported). */
  framesPerSecond: number | null;
}

/** How the connection is doing. */
export type QualityLevel = 'good' | 'weak' | 'poor';

/** The graded quality and the numbers it came from. */
export interface CallQuality {
  level: QualityLevel;
  /** Round-trip time, ms (null when unknown). */
  rttMs: number | null;
  /** Incoming packets lost over the interval, percent 0..100 (null when nothing arrived). */
  lossPct: number | null;
  /** Incoming video frames per second (null when unknown or the peer's camera is off). */
  fps: number | null;
}

/**
 * Limits of the grades (a value at or past a limit counts): weak from 3 % loss, 300 ms RTT or
 * under 12 fps; poor from 10 % loss, 800 ms RTT or under 5 fps.
 */
export const QUALITY_LIMITS = {
  weak: { lossPct: 3, rttMs: 300, fps: 12 },
  poor: { lossPct: 10, rttMs: 800, fps: 5 },
} as const;

/**
 * Grades the connection from the sample `cur` and the one before it (`prev`, null for the
 * first read: the loss is then counted since the start). `remoteVideo` false (the peer turned
 * her camera off) leaves the frame rate out. Returns null when the sample says nothing yet (no
 * RTT, no packets, no frames).
 */
export function assessQuality(cur: LinkStatsSample, prev: LinkStatsSample | null, opts: { remoteVideo?: boolean } = {}): CallQuality | null {
  const lost = cur.packetsLost - (prev?.packetsLost ?? 0);
  const received = cur.packetsReceived - (prev?.packetsReceived ?? 0);
  const lossPct = lost + received > 0 && lost >= 0 ? Math.round((lost / (lost + received)) * 1000) / 10 : null;
  let fps: number | null = null;
  if (opts.remoteVideo !== false) {
    if (cur.framesPerSecond !== null) fps = cur.framesPerSecond;
    else if (prev && cur.framesDecoded !== null && prev.framesDecoded !== null && cur.at > prev.at) {
      fps = Math.round(((cur.framesDecoded - prev.framesDecoded) * 1000) / (cur.at - prev.at));
    }
  }
  const { rttMs } = cur;
  if (rttMs === null && lossPct === null && fps === null) return null;
  const past = (l: (typeof QUALITY_LIMITS)['weak' | 'poor']) =>
    (lossPct !== null && lossPct >= l.lossPct) || (rttMs !== null && rttMs >= l.rttMs) || (fps !== null && fps < l.fps);
  const level: QualityLevel = past(QUALITY_LIMITS.poor) ? 'poor' : past(QUALITY_LIMITS.weak) ? 'weak' : 'good';
  return { level, rttMs, lossPct, fps };
}
