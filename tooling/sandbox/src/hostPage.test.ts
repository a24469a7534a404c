/**
 * The host page in real Chromium (fake camera) as the caller of a callback (spec §5): "Call a
 * viewer" sends CallOut, the viewer (real XMPP) accepts, the page makes the WebRTC offer and
 * trickles candidates, a second Chromium page plays the viewer's WebRTC side and answers, both
 * connect; `#hangup` ends it (SessionTerminate when connected, CallCancel while calling).
 * playwright-core comes from the e2e package (`@playwright/test` → `playwright`).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './dataDir.ts';
import { callPayload, callViewer, rawExtras, startTestSandbox, storedCalls, type CallViewer, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';

/** The parts of playwright-core used here. */
interface Page {
  goto(url: string): Promise<unknown>;
  fill(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForSelector(selector: string, o?: { timeout?: number; state?: 'attached' }): Promise<unknown>;
  isDisabled(selector: string): Promise<boolean>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}
interface Browser {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface Chromium {
  launch(o: { executablePath: string; headless: boolean; args: string[] }): Promise<Browser>;
}

function chromiumLauncher(): Chromium {
  const fromE2e = createRequire(join(findRepoRoot(), 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  return (fromPlaywright('playwright-core') as { chromium: Chromium }).chromium;
}

let sb: TestSandbox;
let browser: Browser;
let viewer: CallViewer;
let hostJid: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  browser = await chromiumLauncher().launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  viewer = await callViewer(sb, '200003', 'viewer-three');
  hostJid = (await adminGet(sb, `anchors`)).list[0].jid;
});

afterAll(async () => {
  await browser?.close();
  await viewer?.c.stop();
  await stopTestSandbox(sb);
});

const state = (s: string) => `#status[data-state="${s}"]`;

async function openHostPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${sb.apiUrl}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}`);
  await page.waitForSelector(state('idle'));
  return page;
}

describe('host page as the caller', () => {
  it('calls a viewer, makes the offer, connects over WebRTC and hangs up from the host side', async () => {
    const page = await openHostPage();
    expect(await page.isDisabled('#hangup')).toBe(true);
    await page.fill('#viewer', '200003');
    await page.click('#callout');
    await page.waitForSelector(state('calling'));
    expect(await page.isDisabled('#hangup')).toBe(false);
    const ring = await viewer.c.next((s) => s.getChild('call', 'urn:vchat:call:0')?.attrs.action === 'CallIn');
    const sid = ring.getChild('call', 'urn:vchat:call:0')!.attrs.sid as string;
    expect(callPayload(ring)).toMatchObject({ caller: hostJid });

    await viewer.send('CallAccept', sid);
    const offerStanza = await viewer.next('WebRTCContent', sid, 15000);
    const offer = callPayload(offerStanza).content;
    expect(offer).toMatchObject({ seq: 0, type: 'chat-signal', signal: { kind: 'offer' } });
    expect(offer.signal.sdp).toContain('m=video');
    expect(offer.signal.sdp).toContain('m=audio');

    // The viewer's WebRTC side, in a second page: answer with all candidates inside the SDP.
    const peer = await browser.newPage();
    await peer.goto(`${sb.apiUrl}/__sandbox/health`); // a loopback origin: a secure context with media devices
    const answerSdp = await peer.evaluate(async (sdp: string) => {
      const pc = new RTCPeerConnection();
      (window as unknown as { pc: RTCPeerConnection }).pc = pc;
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      stream.getTracks().forEach((t) => pc.addTrack(t, stream));
      await pc.setRemoteDescription({ type: 'offer', sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      if (pc.iceGatheringState !== 'complete') {
        await new Promise<void>((r) => pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && r()));
      }
      return pc.localDescription!.sdp;
    }, offer.signal.sdp as string);
    await viewer.send('WebRTCContent', sid, { content: { seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: answerSdp } } });

    // The host's trickled candidates (seq 1, 2, ...) go to the viewer's side.
    const deadline = Date.now() + 15000;
    let seq = 1;
    let connected = false;
    while (!connected && Date.now() < deadline) {
      const st = viewer.c.stanzas.find((s) => s.getChild('call', 'urn:vchat:call:0')?.attrs.action === 'WebRTCContent' && callPayload(s).content.seq === seq);
      if (st) {
        const c = callPayload(st).content;
        expect(c.signal.kind).toBe('candidates');
        await peer.evaluate(async (cands: RTCIceCandidateInit[]) => {
          for (const cand of cands) await (window as unknown as { pc: RTCPeerConnection }).pc.addIceCandidate(cand);
        }, c.signal.candidates as RTCIceCandidateInit[]);
        seq++;
        continue;
      }
      connected = await peer.evaluate(() => (window as unknown as { pc: RTCPeerConnection }).pc.connectionState === 'connected', undefined);
      if (!connected) await new Promise((r) => setTimeout(r, 100));
    }
    expect(connected).toBe(true);
    expect(seq).toBeGreaterThan(1); // at least one trickled candidate message
    await viewer.send('SessionSuccess', sid);
    await page.waitForSelector(state('connected'));

    await page.click('#hangup');
    expect(callPayload(await viewer.next('SessionTerminate', sid))).toEqual({ reason: 'host-terminate' });
    await page.waitForSelector(state('ended'));
    expect(await page.isDisabled('#hangup')).toBe(true);
    expect(rawExtras(await viewer.c.next((s) => rawExtras(s)?.attachment?.sid === sid)).attachment).toMatchObject({
      caller: hostJid,
      callee: viewer.info.jid,
      reason: 'host-terminate',
    });
    expect((await storedCalls(sb, hostJid)).find((c) => c.sid === sid)).toMatchObject({ payment: 'paid', reason: 'host-terminate' });
  });

  it('cancels a callback from the host side while it rings, and shows a refused CallOut', async () => {
    const page = await openHostPage();
    const before = new Set(viewer.c.stanzas);
    await page.fill('#viewer', viewer.info.jid);
    await page.click('#callout');
    await page.waitForSelector(state('calling'));
    const ring = await viewer.c.next((s) => !before.has(s) && s.getChild('call', 'urn:vchat:call:0')?.attrs.action === 'CallIn');
    const sid = ring.getChild('call', 'urn:vchat:call:0')!.attrs.sid as string;
    await page.click('#hangup');
    expect(callPayload(await viewer.next('CallCancel', sid))).toEqual({ reason: 'cancel' });
    await page.waitForSelector(state('ended'));

    await page.fill('#viewer', '999999');
    await page.click('#callout');
    await page.waitForSelector('#status[data-state="ended"]:has-text("refused: viewer not found")');
  });
});

describe('story-line video', () => {
  it('plays in Chromium from /media/story with a finite duration and seeks (byte ranges)', async () => {
    const page = await browser.newPage();
    await page.goto(`${sb.apiUrl}/__sandbox/health`);
    const r = await page.evaluate(async (src: string) => {
      const v = document.createElement('video');
      v.muted = true;
      v.src = src;
      document.body.append(v);
      await new Promise((ok, fail) => {
        v.onloadedmetadata = ok;
        v.onerror = () => fail(new Error(`video error ${v.error?.code}`));
      });
      await v.play();
      await new Promise((ok) => setTimeout(ok, 800));
      const played = v.currentTime;
      v.currentTime = v.duration - 1;
      await new Promise((ok) => (v.onseeked = ok));
      return { duration: v.duration, width: v.videoWidth, height: v.videoHeight, played, seeked: v.currentTime };
    }, `${sb.apiUrl}/media/story/story1.webm`);
    expect(Number.isFinite(r.duration) && r.duration > 5).toBe(true);
    expect([r.width, r.height]).toEqual([360, 640]);
    expect(r.played).toBeGreaterThan(0.2);
    expect(r.seeked).toBeGreaterThan(r.duration - 1.5);
  });
});
