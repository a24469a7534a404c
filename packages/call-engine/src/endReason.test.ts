import { describe, expect, it } from 'vitest';
import { callEndReason, nextStepsOf, type CallEndFacts } from './endReason.ts';

const out = (reason: string, connected = false, rejectType = ''): CallEndFacts => ({ reason, rejectType, connectingTime: connected ? 1 : 0, direction: 'out' });
const inc = (reason: string, connected = false): CallEndFacts => ({ reason, connectingTime: connected ? 1 : 0, direction: 'in' });

describe('why a call ended (§4 call record, §8)', () => {
  it('maps the client session reasons and the hub\'s stored reasons to the same end reason', () => {
    // The same ending as the live screen sees it (session) and as the record stores it (hub).
    const pairs: [string, string, boolean, string][] = [
      ['hangup', 'viewer-terminate', true, 'youEnded'],
      ['host-terminate', 'host-terminate', true, 'hostEnded'],
      ['free-time-over', 'free-time-over', true, 'freeTimeOver'],
      ['on_call_insuffic', 'gems-insufficient', true, 'gemsRanOut'],
      ['network-lost', 'heartbeat-timeout', true, 'networkLost'],
      ['sdp fail', 'SessionFail', true, 'networkLost'],
      ['host-gone', 'host-gone', true, 'networkLost'],
      ['cancel', 'viewer-cancel', false, 'youCancelled'],
      ['host-cancel', 'host-cancel', false, 'hostDeclined'],
      ['timeOut', 'timeOut', false, 'noAnswer'],
      ['matchToFlash', 'matchToFlash', false, 'matchToFlash'],
      ['free-call-unavailable', 'free-call-unavailable', true, 'freeCallUnavailable'],
    ];
    for (const [client, hub, connected, want] of pairs) {
      expect(callEndReason(out(client, connected)), client).toBe(want);
      expect(callEndReason(out(hub, connected)), hub).toBe(want);
    }
  });

  it('refusals before a session: busy, asleep, offline, too few gems', () => {
    expect(callEndReason(out('busy'))).toBe('hostBusy');
    expect(callEndReason(out('asleep'))).toBe('hostAsleep');
    expect(callEndReason(out('offline'))).toBe('hostOffline');
    expect(callEndReason(out('on_call_insuffic'))).toBe('notEnoughGems');
    expect(callEndReason(out('silver-limit'))).toBe('freeCallUnavailable');
  });

  it('incoming calls: declined by the viewer, missed, refused camera, story over', () => {
    expect(callEndReason(inc('callInSessionFail'))).toBe('youDeclined');
    expect(callEndReason(inc('cancel'))).toBe('youDeclined');
    expect(callEndReason(inc('camera-refused'))).toBe('cameraRefused');
    expect(callEndReason(inc('timeOut'))).toBe('missed');
    expect(callEndReason(inc('host-cancel'))).toBe('missed');
    expect(callEndReason(inc('busy'))).toBe('missed');
    expect(callEndReason(inc('coins_insufficient'))).toBe('notEnoughGems');
    expect(callEndReason(inc('story-over', true))).toBe('storyOver');
    expect(callEndReason(inc('host-cancel', true))).toBe('hostEnded');
    expect(callEndReason(inc('timeOut', true))).toBe('networkLost');
  });

  it('anything else is a plain failure', () => {
    expect(callEndReason(out('sidNonExistent'))).toBe('failed');
    expect(callEndReason(out(''))).toBe('failed');
    expect(callEndReason(out('<script>'))).toBe('failed');
  });

  it('offers the step that helps: gems → buy gems, a host who cannot talk now → message her', () => {
    expect(nextStepsOf('freeTimeOver')).toEqual(['buyGems', 'message']);
    expect(nextStepsOf('gemsRanOut')).toEqual(['buyGems', 'message']);
    expect(nextStepsOf('hostAsleep')).toEqual(['message']);
    expect(nextStepsOf('hostBusy')).toEqual(['message', 'callAgain']);
    expect(nextStepsOf('networkLost')).toEqual(['callAgain', 'message']);
    expect(nextStepsOf('matchToFlash')).toEqual(['match', 'message']);
    expect(nextStepsOf('noAnswer', false)).toEqual(['message']);
  });
});
