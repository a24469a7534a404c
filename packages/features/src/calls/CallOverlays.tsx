/**
 * The call overlays of the shell (spec §2): incoming call / story-line call, the
 * insufficient-coins and silver-call limit tips, and the call in progress. Loaded only when
 * a call or a tip exists, so the landing does not download them.
 */
import { CallTip } from './CallTip.tsx';
import { IncomingCall } from './IncomingCall.tsx';
import { OngoingCallBar } from './OngoingCallBar.tsx';

export function CallOverlays() {
  return (
    <>
      <IncomingCall />
      <OngoingCallBar />
      <CallTip />
    </>
  );
}
