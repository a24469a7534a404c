#!/usr/bin/env node
/**
 * Makes the sandbox's story-line video (spec §2 "story-line call", §3 type 46):
 * `assets/story/<name>.webm`, VP8, 360x640, ~8 s, an animated gradient with moving text
 * "Story line · sandbox". Debian Chromium (/usr/bin/chromium, override with CHROMIUM) is
 * driven with playwright-core; the page records a canvas with MediaRecorder. MediaRecorder
 * writes no Duration, so the script adds one to the Segment Info (browsers then report a
 * finite duration and can seek), then checks in Chromium that the file plays (duration > 0,
 * 360x640, time advances).
 *
 *   node tooling/sandbox/scripts/make-story-video.mjs [name=story1] [seconds=8]
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2] ?? 'story1';
const seconds = Number(process.argv[3] ?? 8);
if (!/^[a-z0-9-]{1,40}$/.test(name)) throw new Error('name: lower-case letters, digits and dashes');
if (!(seconds >= 2 && seconds <= 20)) throw new Error('seconds: 2..20');
const out = join(here, '..', 'assets', 'story', `${name}.webm`);

/** playwright-core: the sandbox's own, else the one e2e brings (via @playwright/test → playwright). */
async function loadPlaywrightCore() {
  try {
    return await import('playwright-core');
  } catch {
    const fromE2e = createRequire(join(here, '..', '..', '..', 'e2e', 'package.json'));
    const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
    const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
    return fromPlaywright('playwright-core');
  }
}

// ---- EBML (Matroska/WebM) helpers ------------------------------------------------------

/** Reads a variable-size integer at `pos`: { value, length, unknown } (unknown = all ones). */
function readVint(buf, pos, keepMarker = false) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad vint at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(buf, pos) {
  const id = readVint(buf, pos, true);
  const size = readVint(buf, pos + id.length);
  const dataStart = pos + id.length + size.length;
  return { id: id.value, dataStart, size: size.unknown ? undefined : size.value, headerLength: id.length + size.length };
}

const ID = { Segment: 0x18538067, Info: 0x1549a966, TimecodeScale: 0x2ad7b1, Duration: 0x4489, Cluster: 0x1f43b675, Timecode: 0xe7, SimpleBlock: 0xa3, BlockGroup: 0xa0, Block: 0xa1 };
const TOP_LEVEL = new Set([ID.Cluster, ID.Info, 0x1654ae6b, 0x1c53bb6b, 0x1254c367, 0x114d9b74, 0x1941a469, 0x1043a770]);

const readUint = (buf, start, size) => {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + buf[start + i];
  return v;
};

function sizeVint(n) {
  // 8-byte size field: simple and always large enough.
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  let v = n;
  for (let i = 7; i >= 1; i--) {
    b[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return b;
}

/** The last frame's time in ms (cluster timecode + block offset), scanning every cluster. */
function lastFrameMs(buf, segmentStart, scaleNs) {
  let pos = segmentStart;
  let last = 0;
  while (pos < buf.length) {
    const el = readElement(buf, pos);
    if (el.id !== ID.Cluster) {
      if (el.size === undefined) throw new Error('unknown-size element other than a cluster');
      pos = el.dataStart + el.size;
      continue;
    }
    const end = el.size === undefined ? buf.length : el.dataStart + el.size;
    let p = el.dataStart;
    let clusterTime = 0;
    while (p < end) {
      const child = readElement(buf, p);
      if (el.size === undefined && TOP_LEVEL.has(child.id)) break; // next top-level element
      if (child.id === ID.Timecode) clusterTime = readUint(buf, child.dataStart, child.size);
      const blockAt = (start) => {
        const track = readVint(buf, start);
        last = Math.max(last, clusterTime + buf.readInt16BE(start + track.length));
      };
      if (child.id === ID.SimpleBlock) blockAt(child.dataStart);
      if (child.id === ID.BlockGroup) {
        // Chrome writes every frame as a BlockGroup holding a Block.
        for (let g = child.dataStart; g < child.dataStart + child.size; ) {
          const inner = readElement(buf, g);
          if (inner.id === ID.Block) blockAt(inner.dataStart);
          g = inner.dataStart + inner.size;
        }
      }
      p = child.dataStart + child.size;
    }
    pos = p;
  }
  return (last * scaleNs) / 1e6;
}

/** Returns a copy of a MediaRecorder WebM with a Duration (ms, float64) in its Segment Info. */
function withDuration(buf, frameMs) {
  let pos = 0;
  const header = readElement(buf, pos); // EBML header
  pos = header.dataStart + header.size;
  const seg = readElement(buf, pos);
  if (seg.id !== ID.Segment) throw new Error('no Segment');
  let p = seg.dataStart;
  const info = readElement(buf, p);
  if (info.id !== ID.Info || info.size === undefined) throw new Error('Segment does not start with Info');
  let scaleNs = 1e6;
  let q = info.dataStart;
  const kept = [];
  while (q < info.dataStart + info.size) {
    const c = readElement(buf, q);
    const endC = c.dataStart + c.size;
    if (c.id === ID.TimecodeScale) scaleNs = readUint(buf, c.dataStart, c.size);
    if (c.id !== ID.Duration) kept.push(buf.subarray(q, endC));
    q = endC;
  }
  const durationMs = lastFrameMs(buf, info.dataStart + info.size, scaleNs) + frameMs;
  const dur = Buffer.alloc(11);
  dur[0] = 0x44;
  dur[1] = 0x89;
  dur[2] = 0x88; // size 8
  dur.writeDoubleBE((durationMs * 1e6) / scaleNs, 3);
  const body = Buffer.concat([...kept, dur]);
  const newInfo = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66]), sizeVint(body.length), body]);
  const rest = buf.subarray(info.dataStart + info.size);
  if (seg.size !== undefined) throw new Error('expected an unknown-size Segment (MediaRecorder output)');
  return { file: Buffer.concat([buf.subarray(0, seg.dataStart), newInfo, rest]), durationMs };
}

// ---- Recording ------------------------------------------------------------------------

const RECORDER_PAGE = `<!doctype html><html><body style="margin:0;background:#000">
<canvas id="c" width="360" height="640"></canvas>
<script>
window.record = async (seconds) => {
  const c = document.getElementById('c');
  const g = c.getContext('2d');
  const W = c.width, H = c.height;
  const t0 = performance.now();
  const draw = () => {
    const t = (performance.now() - t0) / 1000;
    const hue = (t * 36) % 360;
    const grad = g.createLinearGradient(0, 0, W * (0.5 + 0.5 * Math.sin(t)), H);
    grad.addColorStop(0, 'hsl(' + hue + ',80%,55%)');
    grad.addColorStop(1, 'hsl(' + ((hue + 140) % 360) + ',75%,35%)');
    g.fillStyle = grad;
    g.fillRect(0, 0, W, H);
    for (let i = 0; i < 6; i++) {
      const x = W / 2 + Math.sin(t * 0.9 + i) * W * 0.35;
      const y = (i * 130 + t * 60) % (H + 80) - 40;
      g.beginPath();
      g.fillStyle = 'rgba(255,255,255,' + (0.10 + 0.05 * i) + ')';
      g.arc(x, y, 24 + 6 * i, 0, Math.PI * 2);
      g.fill();
    }
    g.save();
    g.translate(W / 2 + Math.sin(t * 1.3) * 30, H / 2 + Math.cos(t * 0.8) * 160);
    g.rotate(Math.sin(t * 0.7) * 0.15);
    g.fillStyle = '#fff';
    g.shadowColor = 'rgba(0,0,0,.45)';
    g.shadowBlur = 8;
    g.font = 'bold 26px sans-serif';
    g.textAlign = 'center';
    g.fillText('Story line · sandbox', 0, 8);
    g.restore();
    g.fillStyle = 'rgba(0,0,0,.35)';
    g.fillRect(0, H - 6, W, 6);
    g.fillStyle = '#fff';
    g.fillRect(0, H - 6, W * Math.min(1, t / seconds), 6);
  };
  draw();
  const stream = c.captureStream(30);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 220000 });
  const chunks = [];
  rec.ondataavailable = (e) => { if (e.data.size) chunks.push(e.data); };
  const stopped = new Promise((r) => (rec.onstop = r));
  let running = true;
  const loop = () => { if (!running) return; draw(); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  rec.start(1000);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  rec.stop();
  await stopped;
  running = false;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
</script></body></html>`;

async function main() {
  const { chromium } = await loadPlaywrightCore();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.setContent(RECORDER_PAGE);
    const raw = Buffer.from(await page.evaluate((s) => window.record(s), seconds), 'base64');
    const { file, durationMs } = withDuration(raw, 1000 / 30);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, file);
    console.log(`wrote ${out}: ${file.length} bytes, ${(durationMs / 1000).toFixed(2)} s`);
    if (file.length > 300 * 1024) throw new Error('the video is over 300 KB: lower videoBitsPerSecond or seconds');

    // Check it plays: served over HTTP (with byte ranges) to a <video> in Chromium.
    const data = readFileSync(out);
    const server = createServer((req, res) => {
      if (req.url !== '/v.webm') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<!doctype html><video id="v" muted playsinline src="/v.webm"></video>');
      }
      const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      const start = m ? Number(m[1]) : 0;
      const end = m && m[2] ? Math.min(Number(m[2]), data.length - 1) : data.length - 1;
      res.writeHead(m ? 206 : 200, {
        'Content-Type': 'video/webm',
        'Accept-Ranges': 'bytes',
        'Content-Length': end - start + 1,
        ...(m ? { 'Content-Range': `bytes ${start}-${end}/${data.length}` } : {}),
      });
      res.end(data.subarray(start, end + 1));
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    try {
      const check = await browser.newPage();
      await check.goto(`http://127.0.0.1:${server.address().port}/`);
      const result = await check.evaluate(async () => {
        const v = document.getElementById('v');
        if (v.readyState < 1) await new Promise((r, j) => { v.onloadedmetadata = r; v.onerror = () => j(new Error('video error ' + v.error?.code)); });
        await v.play();
        await new Promise((r) => setTimeout(r, 1200));
        const playedTo = v.currentTime;
        v.currentTime = v.duration / 2;
        await new Promise((r) => (v.onseeked = r));
        return { duration: v.duration, width: v.videoWidth, height: v.videoHeight, playedTo, seekedTo: v.currentTime };
      });
      console.log('plays in Chromium:', result);
      if (!(result.duration > 0 && Number.isFinite(result.duration))) throw new Error('duration is not a positive number');
      if (result.width !== 360 || result.height !== 640) throw new Error('unexpected size');
      if (!(result.playedTo > 0.3)) throw new Error('playback did not advance');
    } finally {
      server.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
