/**
 * Decoding of call content (spec §4 WebRTCContent `content`), the boundary where a peer's SDP
 * and ICE candidates enter the call engine: a schema per content type, with lengths bounded.
 * What does not fit is null and is dropped (never half-applied to the peer connection).
 */
import * as v from 'valibot';
import type { CallContent } from './signalling.ts';

/** Longest SDP accepted, characters. */
export const MAX_SDP_LENGTH = 64 * 1024;
/** Most ICE candidates accepted in one content message. */
export const MAX_CANDIDATES = 64;

const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));
const Reason = v.optional(v.pipe(v.string(), v.maxLength(200)));
const Candidate = v.object({
  candidate: v.pipe(v.string(), v.maxLength(2000)),
  sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)))),
});

const CallContentSchema = v.variant('type', [
  v.object({ seq: Seq, type: v.literal('chat-invitation'), invitationError: Reason }),
  v.object({ seq: Seq, type: v.literal('chat-accepted') }),
  v.object({
    seq: Seq,
    type: v.literal('chat-signal'),
    signal: v.variant('kind', [
      v.object({ kind: v.picklist(['offer', 'answer']), sdp: v.pipe(v.string(), v.maxLength(MAX_SDP_LENGTH)) }),
      v.object({ kind: v.literal('candidates'), candidates: v.pipe(v.array(Candidate), v.maxLength(MAX_CANDIDATES)) }),
    ]),
  }),
  v.object({ seq: Seq, type: v.literal('chat-negotiation-needed') }),
  v.object({ seq: Seq, type: v.literal('chat-close'), reason: Reason }),
  v.object({ seq: Seq, type: v.literal('stream-type'), audio: v.boolean(), video: v.boolean() }),
]);

/** The call content in `x`, or null when it is not a well-formed one (see the module comment). */
export function decodeCallContent(x: unknown): CallContent | null {
  const r = v.safeParse(CallContentSchema, x);
  return r.success ? (r.output as CallContent) : null;
}
