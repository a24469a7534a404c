/**
 * The calls controller, loaded on demand: call-engine (signalling, WebRTC) is not part of the
 * landing's download. Hub signals that arrive before the module are queued and replayed in
 * order; commands wait for the module. `load()` is called at sign-in so a callback (CallIn)
 * is handled at once (spec §5 callbacks, §4 call states).
 */
import type { CallSignal } from '@vchat/xmpp-chat';
import type { CallController, CallDeps } from './calls.ts';
import { callTipAtom } from './atoms.ts';
import { loadOnce } from '../lazy.ts';

/** A CallController whose implementation loads on first use; `load()` starts it early. */
export function lazyCallController(deps: CallDeps): CallController & { load(): Promise<CallController> } {
  let real: CallController | null = null;
  const queued: CallSignal[] = [];
  let forward: ((s: CallSignal) => void) | null = null;
  deps.chat.onCall((s) => {
    if (forward) forward(s);
    else {
      queued.push(s);
      void load();
    }
  });
  const load = loadOnce(() =>
    import('./calls.ts').then((m) => {
      real = m.createCallController({
        ...deps,
        chat: {
          state: () => deps.chat.state(),
          ...(deps.chat.onState ? { onState: deps.chat.onState } : {}),
          sendCall: (...a) => deps.chat.sendCall(...a),
          onCall: (l) => {
            forward = l;
            for (const s of queued.splice(0)) l(s);
            return () => {
              forward = null;
            };
          },
        },
      });
      return real;
    }),
  );
  return {
    load,
    quote: async (jid) => (await load()).quote(jid),
    prepareQuote: (jid) => void load().then((r) => r.prepareQuote(jid), () => undefined),
    // At the tap only: the thread's prepareQuote has loaded the module by then; if not, the
    // dial opens the camera as before.
    warmUp: (jid) => real?.warmUp(jid),
    dial: async (peer, opts) => (await load()).dial(peer, opts),
    answer: async () => (await load()).answer(),
    resume: async (sid, waitMs) => (await load()).resume(sid, waitMs),
    storyLinePlaying: () => real?.storyLinePlaying(),
    decline: () => real?.decline(),
    setMicOn: (on) => real?.setMicOn(on),
    setCameraOn: (on) => real?.setCameraOn(on),
    switchCamera: async () => (real ? real.switchCamera() : 'unavailable'),
    loadGifts: async () => (await load()).loadGifts(),
    sendGift: async (gift) => (real ? real.sendGift(gift) : { ok: false, error: 'noCall' }),
    pageHidden: () => real?.pageHidden(),
    hangUp: () => real?.hangUp(),
    dismiss: () => real?.dismiss(),
    closeTip: () => (real ? real.closeTip() : deps.store.set(callTipAtom, null)),
    quality: () => real?.quality() ?? Promise.resolve({ rttMs: null, packetLoss: null, videoCodec: null }),
  };
}
