import { describe, expect, it } from 'vitest';
import { decodeCallContent, MAX_CANDIDATES, MAX_SDP_LENGTH } from './content.ts';

describe('call content decoding (spec §4 WebRTCContent)', () => {
  it('reads every content type', () => {
    expect(decodeCallContent({ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'v=0' } })).toEqual({ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'v=0' } });
    expect(decodeCallContent({ seq: 2, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 }] } }))
      .toEqual({ seq: 2, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 }] } });
    expect(decodeCallContent({ seq: 1, type: 'stream-type', audio: false, video: true })).toEqual({ seq: 1, type: 'stream-type', audio: false, video: true });
    expect(decodeCallContent({ seq: 3, type: 'chat-close' })).toEqual({ seq: 3, type: 'chat-close' });
    expect(decodeCallContent({ seq: 0, type: 'chat-invitation', invitationError: 'busy' })).toEqual({ seq: 0, type: 'chat-invitation', invitationError: 'busy' });
  });

  it('drops what does not fit: unknown types, bad seq, wrong field types, oversized SDP or candidate lists', () => {
    expect(decodeCallContent(null)).toBeNull();
    expect(decodeCallContent({ seq: 0, type: 'explode' })).toBeNull();
    expect(decodeCallContent({ seq: -1, type: 'chat-accepted' })).toBeNull();
    expect(decodeCallContent({ seq: 1.5, type: 'chat-accepted' })).toBeNull();
    expect(decodeCallContent({ seq: 0, type: 'stream-type', audio: 'no', video: true })).toBeNull();
    expect(decodeCallContent({ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'x'.repeat(MAX_SDP_LENGTH + 1) } })).toBeNull();
    expect(decodeCallContent({ seq: 0, type: 'chat-signal', signal: { kind: 'offer' } })).toBeNull();
    const many = Array.from({ length: MAX_CANDIDATES + 1 }, () => ({ candidate: 'c' }));
    expect(decodeCallContent({ seq: 0, type: 'chat-signal', signal: { kind: 'candidates', candidates: many } })).toBeNull();
  });
});
