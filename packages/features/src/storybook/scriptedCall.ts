/**
 * The hub and the answering host of a call story (issue 22.3; spec §4 calls): what the
 * sandbox's hub (`hub.<domain>`) and a host page do for a viewer's outgoing call, played in the
 * story's own page. SessionRequest → CallReady (her price) → after `answerAfterMs` PeerAnswered
 * → the viewer's offer (held, as the hub holds it, while she rings) is answered by a real
 * `RTCPeerConnection` sending a drawn picture, ICE candidates both ways (WebRTCContent, content
 * numbered from 0 as the host page does) → after
 * the viewer's SessionSuccess a SessionHeartbeat per billed minute from `heartbeats` → her
 * hang-up (SessionTerminate) after `hangUpAfterMs`. Or a CallError instead of the answer.
 * Storybook only: the app talks to the sandbox's hub and host pages.
 */
import type { Element } from '@xmpp/xml';
import { CALL_NS, type CallAction } from '@vchat/xmpp-chat';
import { drawnPicture } from './storyMedia.ts';

/** How the called host behaves in a story. */
export interface CalleeScript {
  /** From SessionRequest to her answer (PeerAnswered), ms (default 300). */
  answerAfterMs?: number;
  /** The price per minute CallReady gives, gems (default: none, the price check's stands). */
  price?: number;
  /** Billed minutes (SessionHeartbeat): the balance after each, one every `heartbeatMs` from SessionSuccess. */
  heartbeats?: { gemsBalance: number; billedGems: number }[];
  /** Between billed minutes, ms (default 1000; the hub's is 60 s). */
  heartbeatMs?: number;
  /** She hangs up this long after SessionSuccess, ms (SessionTerminate); default never. */
  hangUpAfterMs?: number;
  /** The hub refuses the call instead (CallError, e.g. `{ reason: 'Gems insufficient' }`). */
  error?: { reason: string; hostState?: string };
}

/** Sends one hub signal to the viewer. */
export type HubSend = (action: CallAction, sid: string, payload: Record<string, unknown>) => void;

/**
 * The hub with one answering host, for `script`. `onViewerSignal` takes every stanza the viewer
 * sends (only `<call>` messages count); `hub` delivers the hub's signals; `close` ends
 * everything (the story unmounts).
 */
export function scriptedCallee(script: CalleeScript, hub: HubSend) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  let pc: RTCPeerConnection | null = null;
  let picture: ReturnType<typeof drawnPicture> | null = null;
  let seq = 0;
  let pending: RTCIceCandidateInit[] = [];
  let chain = Promise.resolve();
  /** The viewer's content while she rings (the app sends its offer from CallReady on); null once she answered. */
  let held: { sid: string; content: unknown }[] | null = [];
  const take = (sid: string, content: unknown) => {
    chain = chain.then(() => onContent(sid, content as never)).catch(() => undefined);
  };

  const endPeer = () => {
    pc?.close();
    pc = null;
    picture?.stop();
    picture = null;
    pending = [];
  };

  /** Stops every timer and the peer connection. */
  function close() {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    endPeer();
  }

  function peerFor(sid: string): RTCPeerConnection {
    if (pc) return pc;
    const peer = new RTCPeerConnection();
    // Her "camera": a warm gradient with a light drifting across.
    picture = drawnPicture('#ffb199', '#ff0844', true);
    for (const track of picture.stream.getTracks()) peer.addTrack(track, picture.stream);
    peer.onicecandidate = (e) => {
      if (e.candidate) hub('WebRTCContent', sid, { content: { seq: seq++, type: 'chat-signal', signal: { kind: 'candidates', candidates: [e.candidate.toJSON()] } } });
    };
    pc = peer;
    return peer;
  }

  /** Applies one content message of the viewer, in arrival order (candidates wait for the offer). */
  async function onContent(sid: string, content: { type?: string; signal?: { kind?: string; sdp?: string; candidates?: RTCIceCandidateInit[] } }) {
    if (content.type !== 'chat-signal' || !content.signal) return;
    const { kind, sdp, candidates } = content.signal;
    if (kind === 'offer' && sdp) {
      const peer = peerFor(sid);
      await peer.setRemoteDescription({ type: 'offer', sdp });
      for (const c of pending) await peer.addIceCandidate(c);
      pending = [];
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      hub('WebRTCContent', sid, { content: { seq: seq++, type: 'chat-signal', signal: { kind: 'answer', sdp: answer.sdp } } });
    } else if (kind === 'candidates' && candidates) {
      if (pc?.remoteDescription) for (const c of candidates) await pc.addIceCandidate(c);
      else pending.push(...candidates);
    }
  }

  return {
    /** Takes one stanza the viewer sent; acts on a call signal to the hub. */
    onViewerSignal(el: Element) {
      const call = el.name === 'message' ? el.getChild('call', CALL_NS) : undefined;
      if (!call) return;
      const action = String(call.attrs.action ?? '');
      const sid = String(call.attrs.sid ?? '');
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(call.getText() || '{}') as Record<string, unknown>;
      } catch {
        return;
      }
      switch (action) {
        case 'SessionRequest': {
          const callee = String(payload.callee ?? '');
          if (script.error) {
            later(150, () => hub('CallError', sid, { ...script.error }));
            return;
          }
          seq = 0;
          held = [];
          later(100, () => hub('CallReady', sid, { callee, payment: 'paid', freeSeconds: 0, ...(script.price !== undefined ? { privateChatPrice: script.price } : {}) }));
          later(script.answerAfterMs ?? 300, () => {
            hub('PeerAnswered', sid, { callee });
            const early = held ?? [];
            held = null;
            for (const h of early) take(h.sid, h.content);
          });
          return;
        }
        case 'WebRTCContent':
          if (held) held.push({ sid, content: payload.content ?? {} });
          else take(sid, payload.content ?? {});
          return;
        case 'SessionSuccess':
          (script.heartbeats ?? []).forEach((beat, i) => later((script.heartbeatMs ?? 1000) * (i + 1), () => hub('SessionHeartbeat', sid, { ...beat })));
          if (script.hangUpAfterMs !== undefined) {
            later(script.hangUpAfterMs, () => {
              endPeer();
              hub('SessionTerminate', sid, { reason: 'host-terminate' });
            });
          }
          return;
        case 'SessionTerminate':
        case 'CallCancel':
        case 'SessionFail':
          close();
          return;
      }
    },
    close,
  };
}
