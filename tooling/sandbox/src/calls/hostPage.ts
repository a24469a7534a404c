/**
 * The host page (`GET /__sandbox/host.html?jid=<anchor jid>[&answerAfterMs=1500][&decline=1]`):
 * plain JS, no build step. It connects to `/__sandbox/host` and plays both roles:
 * - callee (a viewer's call): rings on CallIn, answers (or declines) after a delay, answers the
 *   viewer's WebRTC offer with its camera;
 * - caller (a callback, spec §5): "Call a viewer" (`#viewer` + `#callout`) sends CallOut; the hub
 *   answers CallReady (also for admin callbacks) and, once the viewer accepts, CallAccept: the
 *   page then takes the camera, creates the offer and applies the viewer's answer.
 * `#hangup` (enabled during a call) sends SessionTerminate when connected, else CallCancel.
 * `#status[data-state]`: idle, ringing, calling, connecting, connected, reconnecting, ended, closed.
 * A network change mid-call (issue 19.4): when its peer connection loses the media path the
 * page tells the hub (MediaState `{connected:false}`, billing pauses) and recovers with ICE
 * restarts: as the caller it restarts at once and every 4 s while down, as the
 * callee it asks the viewer's side (chat-negotiation-needed content); media back sends
 * MediaState `{connected:true}`.
 * `#peer-media[data-audio][data-video]` (`on` / `off`): the viewer's microphone and camera as
 * the viewer's stream-type content last said (both `on` at the start of each call).
 * Used by the e2e tests (with a fake camera) and the local demo.
 *
 * The page's websocket carries the sandbox's host-page key (issue 16.5): it is written into
 * the page the sandbox serves (`<meta name="vchat-host-key">`, see {@link hostPageHtml}) and
 * nowhere else, so another local page cannot connect as a host.
 */
const HOST_PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="vchat-host-key" content="__HOST_KEY__">
<title>Sandbox host</title>
<link rel="icon" href="data:,">
<style>
  body { font: 15px system-ui, sans-serif; margin: 16px; background: #111; color: #eee; }
  #status { font-size: 20px; margin: 8px 0; }
  video { width: 45%; max-width: 480px; background: #000; border-radius: 8px; margin-right: 8px; }
  form, #hangup { margin: 8px 0; }
  input, button { font: inherit; padding: 4px 8px; }
</style>
</head>
<body>
<h1 id="who">Host</h1>
<div id="status" data-state="idle">connecting…</div>
<form id="callform">
  <label>Call a viewer <input id="viewer" placeholder="uid or jid" autocomplete="off"></label>
  <button id="callout" type="submit">Call</button>
</form>
<button id="hangup" type="button" disabled>Hang up</button>
<div id="peer-media" data-audio="on" data-video="on">viewer: microphone on, camera on</div>
<div>
<video id="local" autoplay muted playsinline></video>
<video id="remote" autoplay playsinline></video>
</div>
<script>
(() => {
  const q = new URLSearchParams(location.search);
  const jid = q.get('jid') || '';
  const answerAfterMs = Number(q.get('answerAfterMs') ?? 1500);
  const decline = q.get('decline') === '1';
  const $ = (id) => document.getElementById(id);
  $('who').textContent = 'Host ' + jid;
  const setStatus = (state, text) => {
    $('status').dataset.state = state;
    $('status').textContent = text || state;
    $('hangup').disabled = !call;
  };

  const key = document.querySelector('meta[name="vchat-host-key"]').content;
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/__sandbox/host?jid=' + encodeURIComponent(jid) + '&key=' + encodeURIComponent(key));
  const send = (action, sid, payload) => ws.send(JSON.stringify({ action, sid, payload: payload || {} }));
  ws.onopen = () => setStatus('idle', 'waiting for calls');
  ws.onclose = () => { if (call) hangUp(); setStatus('closed', 'disconnected from the sandbox'); };

  // { sid, role: 'callee'|'caller', state, seq, pc, stream, pending, queue, ready, offerSent, early }
  let call = null;

  function peerMedia(audio, video) {
    const el = $('peer-media');
    el.dataset.audio = audio ? 'on' : 'off';
    el.dataset.video = video ? 'on' : 'off';
    el.textContent = 'viewer: microphone ' + el.dataset.audio + ', camera ' + el.dataset.video;
  }

  function newCall(sid, role, state) {
    peerMedia(true, true);
    const c = { sid, role, state, seq: 0, pc: null, stream: null, pending: [], early: [], offerSent: false };
    c.queue = new Promise((r) => { c.ready = r; });
    return c;
  }

  function sendContent(c, signal) {
    send('WebRTCContent', c.sid, { content: { seq: c.seq++, type: 'chat-signal', signal } });
  }

  function hangUp(text) {
    if (!call) return;
    clearTimeout(call.retry);
    clearInterval(call.watch);
    if (call.pc) call.pc.close();
    if (call.stream) call.stream.getTracks().forEach((t) => t.stop());
    call = null;
    $('local').srcObject = null;
    $('remote').srcObject = null;
    setStatus('ended', text || 'call ended');
  }

  /** Camera, peer connection, local and remote video; candidates go out as content. */
  async function openMedia(c) {
    c.stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    if (call !== c) { c.stream.getTracks().forEach((t) => t.stop()); return false; }
    $('local').srcObject = c.stream;
    c.pc = new RTCPeerConnection();
    c.stream.getTracks().forEach((t) => c.pc.addTrack(t, c.stream));
    c.pc.onicecandidate = (e) => {
      if (!e.candidate || call !== c) return;
      const cand = e.candidate.toJSON();
      if (c.role === 'caller' && !c.offerSent) c.early.push(cand); // the offer goes first (seq 0)
      else sendContent(c, { kind: 'candidates', candidates: [cand] });
    };
    c.pc.ontrack = (e) => { $('remote').srcObject = e.streams[0]; c.state = 'connected'; setStatus('connected', 'in call'); };
    // The host side confirms media to the hub (billing starts from a fact the viewer cannot
    // withhold) and reports when the media path drops and comes back (billing pauses meanwhile).
    c.pc.onconnectionstatechange = () => {
      if (call !== c) return;
      const st = c.pc.connectionState;
      if (st === 'connected') {
        if (!c.confirmed) { c.confirmed = true; send('SessionSuccess', c.sid, {}); watch(c); return; }
        if (c.down && c.downBy === 'state') markUp(c);
        return;
      }
      if ((st !== 'disconnected' && st !== 'failed') || !c.confirmed) return;
      if (!c.down) markDown(c, 'state');
      else { c.downBy = 'state'; if (st === 'failed' && Date.now() - (c.lastRestart || 0) >= 2000) recover(c); }
    };
    return true;
  }

  function markDown(c, by) {
    c.down = true;
    c.downBy = by;
    c.restarts = 0;
    send('MediaState', c.sid, { connected: false });
    setStatus('reconnecting', 'media lost, reconnecting…');
    recover(c);
  }

  function markUp(c) {
    c.down = false;
    clearTimeout(c.retry);
    send('MediaState', c.sid, { connected: true });
    setStatus('connected', 'in call');
  }

  /**
   * The browser notices a dead path late; the page also counts incoming RTP packets every
   * 500 ms: none for 1 s is the media down (audio alone sends about 50 packets a second), packets
   * again are the media back. At 2 s, a network change the caller's ICE restart healed in about
   * 2.5 s was sometimes never counted as a drop, and billed as connected time.
   */
  function watch(c) {
    c.packets = -1;
    c.flowAt = Date.now();
    c.watch = setInterval(async () => {
      if (call !== c) return clearInterval(c.watch);
      let packets = 0;
      (await c.pc.getStats()).forEach((r) => { if (r.type === 'inbound-rtp') packets += r.packetsReceived || 0; });
      if (call !== c) return;
      if (packets > c.packets) {
        c.packets = packets;
        c.flowAt = Date.now();
        if (c.down && c.pc.connectionState === 'connected') markUp(c);
      } else if (!c.down && Date.now() - c.flowAt >= 1000) markDown(c, 'stall');
    }, 500);
  }

  /** One recovery step while the media is down; repeated every 4 s until it is back. */
  function recover(c) {
    clearTimeout(c.retry);
    if (call !== c || !c.down) return;
    if (c.role === 'callee') {
      c.restarts++;
      c.lastRestart = Date.now();
      send('WebRTCContent', c.sid, { content: { seq: c.seq++, type: 'chat-negotiation-needed' } });
    } else if (c.pc.signalingState === 'stable') {
      c.restarts++;
      restartIce(c);
    }
    c.retry = setTimeout(() => recover(c), 4000);
  }

  /** The caller's ICE restart: a new offer with fresh ICE credentials. */
  async function restartIce(c) {
    c.lastRestart = Date.now();
    try {
      const o = await c.pc.createOffer({ iceRestart: true });
      await c.pc.setLocalDescription(o);
      sendContent(c, { kind: 'offer', sdp: o.sdp });
    } catch (e) {
      console.error('ICE restart failed', e);
    }
  }

  /** A remote candidate; one the browser refuses (an older ICE generation) is dropped. */
  async function addCandidate(c, cand) {
    try { await c.pc.addIceCandidate(cand); } catch (e) { console.warn('candidate dropped', e && e.message); }
  }

  async function accept(c) {
    try {
      if (!(await openMedia(c))) return;
      send('CallAccept', c.sid, {});
      c.state = 'connecting';
      setStatus('connecting', 'answered, connecting…');
      c.ready();
    } catch (e) {
      send('CallCancel', c.sid, { reason: 'media: ' + (e && e.message) });
      hangUp('camera or microphone failed');
    }
  }

  /** Callback: the viewer accepted; this page makes the offer. */
  async function offer(c) {
    try {
      if (!(await openMedia(c))) return;
      const o = await c.pc.createOffer();
      await c.pc.setLocalDescription(o);
      sendContent(c, { kind: 'offer', sdp: o.sdp });
      c.offerSent = true;
      if (c.early.length) sendContent(c, { kind: 'candidates', candidates: c.early.splice(0) });
      c.ready();
    } catch (e) {
      send('SessionTerminate', c.sid, { reason: 'media: ' + (e && e.message) });
      hangUp('camera or microphone failed');
    }
  }

  // Contents are applied one at a time, in the order they arrive (the relay keeps the order).
  async function apply(c, content) {
    if (content && content.type === 'stream-type' && call === c) return peerMedia(content.audio !== false, content.video !== false);
    if (content && content.type === 'chat-negotiation-needed' && call === c) {
      // The viewer's side lost the media path and asks this side (the caller) to restart ICE.
      if (c.role === 'caller' && c.confirmed && c.pc.signalingState === 'stable' && Date.now() - (c.lastRestart || 0) > 1000) await restartIce(c);
      return;
    }
    const s = content && content.signal;
    if (!s || call !== c) return;
    if (s.kind === 'offer' && c.role === 'callee') {
      await c.pc.setRemoteDescription({ type: 'offer', sdp: s.sdp });
      for (const cand of c.pending.splice(0)) await addCandidate(c, cand);
      const answer = await c.pc.createAnswer();
      await c.pc.setLocalDescription(answer);
      sendContent(c, { kind: 'answer', sdp: answer.sdp });
    } else if (s.kind === 'answer' && c.role === 'caller') {
      await c.pc.setRemoteDescription({ type: 'answer', sdp: s.sdp });
      for (const cand of c.pending.splice(0)) await addCandidate(c, cand);
    } else if (s.kind === 'candidates') {
      for (const cand of s.candidates || []) {
        if (c.pc.remoteDescription) await addCandidate(c, cand);
        else c.pending.push(cand);
      }
    }
  }

  $('callform').onsubmit = (e) => {
    e.preventDefault();
    const viewer = $('viewer').value.trim();
    if (!viewer || call) return;
    call = newCall(crypto.randomUUID(), 'caller', 'calling');
    send('CallOut', call.sid, { viewer });
    setStatus('calling', 'calling ' + viewer + '…');
  };

  $('hangup').onclick = () => {
    if (!call) return;
    if (call.state === 'connected') send('SessionTerminate', call.sid, {});
    else send('CallCancel', call.sid, { reason: 'cancel' });
    hangUp('hung up');
  };

  ws.onmessage = (e) => {
    const f = JSON.parse(e.data);
    if (f.action === 'CallIn') {
      if (call) return send('CallCancel', f.sid, { reason: 'busy' });
      const c = newCall(f.sid, 'callee', 'ringing');
      call = c;
      setStatus('ringing', 'ringing: ' + (f.payload && f.payload.caller));
      setTimeout(() => {
        if (call !== c || c.state !== 'ringing') return;
        if (decline) { send('CallCancel', c.sid, { reason: 'declined' }); hangUp('declined'); }
        else accept(c);
      }, answerAfterMs);
      return;
    }
    if (f.action === 'CallReady') {
      // A callback is ringing the viewer (this page's CallOut, or an admin callback).
      if (call && call.sid !== f.sid) return;
      if (!call) call = newCall(f.sid, 'caller', 'calling');
      setStatus('calling', 'calling ' + (f.payload && f.payload.viewer) + '…');
      return;
    }
    if (!call || f.sid !== call.sid) return;
    const c = call;
    if (f.action === 'CallAccept' && c.role === 'caller') {
      c.state = 'connecting';
      setStatus('connecting', 'viewer answered, connecting…');
      offer(c);
    } else if (f.action === 'WebRTCContent') {
      c.queue = c.queue.then(() => apply(c, f.payload && f.payload.content)).catch((err) => console.error('signal failed', err));
    } else if (f.action === 'SessionSuccess') {
      c.state = 'connected';
      setStatus('connected', 'in call');
    } else if (f.action === 'CallError') {
      hangUp('refused: ' + (f.payload && f.payload.reason));
    } else if (f.action === 'SessionTerminate' || f.action === 'CallCancel' || f.action === 'SessionFail') {
      const reason = f.payload && f.payload.reason ? ' (' + f.payload.reason + ')' : '';
      hangUp((f.action === 'CallCancel' ? 'cancelled' : 'call ended') + reason);
    }
  };
})();
</script>
</body>
</html>
`;

/** The host page with the sandbox's host-page key (`[A-Za-z0-9_-]`, see HostPeers) written in. */
export function hostPageHtml(key: string): string {
  if (!/^[\w-]{16,128}$/.test(key)) throw new Error('host page key must be 16..128 of [A-Za-z0-9_-]');
  return HOST_PAGE_TEMPLATE.replace('__HOST_KEY__', key);
}
