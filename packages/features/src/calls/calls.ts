/**
 * Calls controller (spec §4, §5, §8, §9): binds a call session (call-engine) to the hub over
 * XMPP (sendCall / onCall), the camera and microphone, and a WebRTC peer link. Screens
 * render `callAtom` and call these commands; they never touch signalling or media APIs.
 *
 * Outgoing: camera check (denied / not found / busy are reported as media errors and no
 * call starts) → SessionRequest → PeerAnswered → offer → remote media → connected and
 * SessionSuccess (the hub starts billing) → hang up. Incoming: CallIn → ringing → answer
 * (camera, CallAccept, answer the host's offer) or decline. Hub failures end the call with
 * the reason of §8. One call at a time.
 */
import { atom, type createStore } from 'jotai';
import { bareJid, CallStatus } from '@vchat/domain';
import {
  CallFailure, CallStartError, MEDIA_CONSTRAINTS, createCallSession, createPeerLink, type CallContent, type CallSession, type CodecLike, type PeerConnectionLike, type PeerLink,
} from '@vchat/call-engine';
import type { CallSignal, ChatConnection } from '@vchat/xmpp-chat';

type Store = ReturnType<typeof createStore>;

/** Why the camera or microphone could not be used (spec §5: both must be granted). */
export type MediaProblem = 'denied' | 'notFound' | 'busy' | 'unsupported';

export interface CallView {
  sid: string;
  peer: { jid: string; nickName: string; avatarUrl?: string };
  direction: 'out' | 'in';
  status: CallStatus;
  reason: string;
  rejectType: string;
  /** Epoch ms when connected (for the m:ss timer), 0 before. */
  connectedAt: number;
  localStream: MediaStreamLike | null;
  remoteStream: unknown;
}

/** The call on screen, or null. */
export const callAtom = atom<CallView | null>(null);
/** The last camera/microphone problem, shown on its own screen. */
export const mediaProblemAtom = atom<MediaProblem | null>(null);

/** The parts of a MediaStream used here. */
export interface MediaStreamLike {
  getTracks(): { stop(): void; kind: string }[];
}

export interface CallDeps {
  chat: Pick<ChatConnection, 'sendCall' | 'onCall' | 'state'>;
  store: Store;
  me: () => string | null;
  getUserMedia: (c: typeof MEDIA_CONSTRAINTS) => Promise<MediaStreamLike>;
  createPeer: () => PeerConnectionLike;
  videoCodecs?: () => CodecLike[] | undefined;
  /** Stores the call record (videocalls) when it changes. */
  onRecord?: (record: import('@vchat/domain').CallAttachment) => void;
  newSid?: () => string;
  log?: (m: string, x?: unknown) => void;
}

/** Maps a getUserMedia error to what the user is told (spec §5). */
export function mediaProblemOf(e: unknown): MediaProblem {
  const name = (e as { name?: string })?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

export function createCallController(deps: CallDeps) {
  const { chat, store } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[calls] ${m}`, x ?? ''));
  let session: CallSession | null = null;
  let link: PeerLink | null = null;
  let local: MediaStreamLike | null = null;
  let pendingContent: CallContent[] = [];

  const view = () => store.get(callAtom);
  const patch = (p: Partial<CallView>) => {
    const v = view();
    if (v) store.set(callAtom, { ...v, ...p });
  };

  function teardown() {
    link?.close();
    link = null;
    for (const t of local?.getTracks() ?? []) t.stop();
    local = null;
    session?.dispose();
    session = null;
    pendingContent = [];
  }

  function newSession(sid: string, peerJid: string) {
    const me = deps.me();
    const s = createCallSession({
      sid,
      me: me ?? '',
      peer: peerJid,
      send: (action, payload) => chat.sendCall(action, sid, payload),
      onRecord: (r) => deps.onRecord?.(r),
      onStatus: (st) => {
        patch({ status: st.status, reason: st.reason ?? '', rejectType: st.rejectType ?? '' });
        if (st.status === CallStatus.failed || st.status === CallStatus.disconnected) teardown();
      },
    });
    return s;
  }

  function startLink(role: 'caller' | 'callee') {
    const v = view();
    if (!v || !local) return;
    const stream = local as unknown as { getTracks(): unknown[] };
    link = createPeerLink({
      role,
      createPeer: deps.createPeer,
      local: { tracks: stream.getTracks(), stream },
      send: (content) => void chat.sendCall('WebRTCContent', v.sid, { content }).catch((e: unknown) => log('content send failed', e)),
      onRemoteStream: (remote) => {
        patch({ remoteStream: remote, connectedAt: Date.now() });
        session?.remoteStream();
        void chat.sendCall('SessionSuccess', v.sid, {}).catch((e: unknown) => log('SessionSuccess failed', e));
      },
      onFail: (reason) => session?.fail(reason),
      videoCodecs: deps.videoCodecs?.(),
    });
    for (const c of pendingContent.splice(0)) link.receive(c);
    if (role === 'caller') void link.start();
  }

  function onSignal(sig: CallSignal) {
    const v = view();
    if (sig.action === 'CallIn') {
      if (v && v.status !== CallStatus.failed && v.status !== CallStatus.disconnected) {
        void chat.sendCall('SessionFail', sig.sid, { reason: 'busy' }).catch(() => {});
        return;
      }
      const caller = String(sig.payload.caller ?? '');
      if (!caller) return;
      teardown();
      session = newSession(sig.sid, bareJid(caller));
      store.set(callAtom, {
        sid: sig.sid, peer: { jid: bareJid(caller), nickName: String(sig.payload.nickName ?? '') }, direction: 'in',
        status: CallStatus.callIn, reason: '', rejectType: '', connectedAt: 0, localStream: null, remoteStream: null,
      });
      session.ring(bareJid(caller));
      return;
    }
    if (!v || sig.sid !== v.sid || !session) return;
    switch (sig.action) {
      case 'PeerAnswered':
        if (v.direction === 'out' && !link) startLink('caller');
        break;
      case 'WebRTCContent': {
        const content = sig.payload.content as CallContent | undefined;
        if (!content || typeof content !== 'object' || typeof content.seq !== 'number') return;
        if (link) link.receive(content);
        else pendingContent.push(content);
        break;
      }
      default:
        session.onHubAction(sig.action, { reason: typeof sig.payload.reason === 'string' ? sig.payload.reason : undefined });
    }
  }
  chat.onCall(onSignal);

  return {
    /**
     * Calls a host. Resolves once ringing, or with a media problem (no call is started then).
     * Throws CallStartError 'no call inside main user' / 'xmpp not connected', and
     * Error('one call allowed once') while a call is active.
     */
    async dial(peer: CallView['peer']): Promise<MediaProblem | null> {
      const v = view();
      if (v && v.status !== CallStatus.failed && v.status !== CallStatus.disconnected) throw new Error('one call allowed once');
      store.set(mediaProblemAtom, null);
      // §5 first (no camera prompt for a call that cannot start), then the camera, and only
      // then the hub: a refused camera leaves no session behind.
      if (deps.me() === null) throw new CallStartError(CallFailure.noMainUser);
      if (chat.state() !== 'connected') throw new CallStartError(CallFailure.xmppNotConnected);
      try {
        local = await deps.getUserMedia(MEDIA_CONSTRAINTS);
      } catch (e) {
        const problem = mediaProblemOf(e);
        store.set(mediaProblemAtom, problem);
        return problem;
      }
      const sid = deps.newSid?.() ?? crypto.randomUUID();
      session = newSession(sid, peer.jid);
      store.set(callAtom, {
        sid, peer, direction: 'out', status: CallStatus.connecting, reason: '', rejectType: '', connectedAt: 0, localStream: local, remoteStream: null,
      });
      session.dial({ signedIn: true, chatConnected: true });
      return null;
    },

    /** Answers the ringing call: camera, CallAccept, then the host's offer is answered. */
    async answer(): Promise<MediaProblem | null> {
      const v = view();
      if (!v || v.status !== CallStatus.callIn || !session) return null;
      try {
        local = await deps.getUserMedia(MEDIA_CONSTRAINTS);
      } catch (e) {
        const problem = mediaProblemOf(e);
        store.set(mediaProblemAtom, problem);
        session.decline();
        return problem;
      }
      patch({ localStream: local });
      session.answer();
      startLink('callee');
      return null;
    },

    /** Declines the ringing call. */
    decline(): void {
      session?.decline();
    },

    /** Hangs up (or cancels while ringing). */
    hangUp(): void {
      session?.hangUp();
      if (view()?.status === CallStatus.connecting || view()?.status === CallStatus.connected) teardown();
    },

    /** Clears a finished call from the screen. */
    dismiss(): void {
      const v = view();
      if (v && (v.status === CallStatus.failed || v.status === CallStatus.disconnected)) store.set(callAtom, null);
    },

    /** Connection quality of the current call (RTT ms, packet loss 0..1). */
    quality: () => link?.quality() ?? Promise.resolve({ rttMs: null, packetLoss: null, videoCodec: null }),
  };
}

export type CallController = ReturnType<typeof createCallController>;
