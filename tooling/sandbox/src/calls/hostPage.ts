/**
 * The host page (`GET /__sandbox/host.html?jid=<anchor jid>[&answerAfterMs=1500][&decline=1]`):
 * plain JS, no build step. It connects to `/__sandbox/host`, rings on CallIn, answers (or
 * declines) after a delay, answers the viewer's WebRTC offer with its camera and hangs up on
 * SessionTerminate. Used by the e2e test (with a fake camera) and the local demo.
 */
export const HOST_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sandbox host</title>
<link rel="icon" href="data:,">
<style>
  body { font: 15px system-ui, sans-serif; margin: 16px; background: #111; color: #eee; }
  #status { font-size: 20px; margin: 8px 0; }
  video { width: 45%; max-width: 480px; background: #000; border-radius: 8px; margin-right: 8px; }
</style>
</head>
<body>
<h1 id="who">Host</h1>
<div id="status" data-state="idle">connecting…</div>
<video id="local" autoplay muted playsinline></video>
<video id="remote" autoplay playsinline></video>
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
  };

  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/__sandbox/host?jid=' + encodeURIComponent(jid));
  const send = (action, sid, payload) => ws.send(JSON.stringify({ action, sid, payload: payload || {} }));
  ws.onopen = () => setStatus('idle', 'waiting for calls');
  ws.onclose = () => setStatus('closed', 'disconnected from the sandbox');

  let call = null; // { sid, seq, pc, stream, ready, pending, queue }

  function sendContent(signal) {
    send('WebRTCContent', call.sid, { content: { seq: call.seq++, type: 'chat-signal', signal } });
  }

  function hangUp(text) {
    if (!call) return;
    if (call.pc) call.pc.close();
    if (call.stream) call.stream.getTracks().forEach((t) => t.stop());
    call = null;
    $('local').srcObject = null;
    $('remote').srcObject = null;
    setStatus('ended', text || 'call ended');
  }

  async function accept(c) {
    try {
      c.stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      if (call !== c) return c.stream.getTracks().forEach((t) => t.stop());
      $('local').srcObject = c.stream;
      c.pc = new RTCPeerConnection();
      c.stream.getTracks().forEach((t) => c.pc.addTrack(t, c.stream));
      c.pc.onicecandidate = (e) => { if (e.candidate && call === c) sendContent({ kind: 'candidates', candidates: [e.candidate.toJSON()] }); };
      c.pc.ontrack = (e) => { $('remote').srcObject = e.streams[0]; setStatus('connected', 'in call'); };
      send('CallAccept', c.sid, {});
      setStatus('connecting', 'answered, connecting…');
      c.ready();
    } catch (e) {
      send('CallCancel', c.sid, { reason: 'media: ' + (e && e.message) });
      hangUp('camera or microphone failed');
    }
  }

  // Contents are applied one at a time, in the order they arrive (the relay keeps the order).
  async function apply(c, content) {
    const s = content && content.signal;
    if (!s || call !== c) return;
    if (s.kind === 'offer') {
      await c.pc.setRemoteDescription({ type: 'offer', sdp: s.sdp });
      for (const cand of c.pending.splice(0)) await c.pc.addIceCandidate(cand);
      const answer = await c.pc.createAnswer();
      await c.pc.setLocalDescription(answer);
      sendContent({ kind: 'answer', sdp: answer.sdp });
    } else if (s.kind === 'candidates') {
      for (const cand of s.candidates || []) {
        if (c.pc.remoteDescription) await c.pc.addIceCandidate(cand);
        else c.pending.push(cand);
      }
    }
  }

  ws.onmessage = (e) => {
    const f = JSON.parse(e.data);
    if (f.action === 'CallIn') {
      if (call) return send('CallCancel', f.sid, { reason: 'busy' });
      const c = { sid: f.sid, seq: 0, pc: null, stream: null, pending: [] };
      const ready = new Promise((r) => { c.ready = r; });
      c.queue = ready;
      call = c;
      setStatus('ringing', 'ringing: ' + (f.payload && f.payload.caller));
      setTimeout(() => {
        if (call !== c) return;
        if (decline) { send('CallCancel', c.sid, { reason: 'declined' }); hangUp('declined'); }
        else accept(c);
      }, answerAfterMs);
      return;
    }
    if (!call || f.sid !== call.sid) return;
    const c = call;
    if (f.action === 'WebRTCContent') {
      c.queue = c.queue.then(() => apply(c, f.payload && f.payload.content)).catch((err) => console.error('signal failed', err));
    } else if (f.action === 'SessionSuccess') {
      setStatus('connected', 'in call');
    } else if (f.action === 'SessionTerminate' || f.action === 'CallCancel' || f.action === 'SessionFail') {
      hangUp(f.action === 'CallCancel' ? 'caller cancelled' : 'call ended');
    }
  };
})();
</script>
</body>
</html>
`;
