/**
 * Issue 19.2: a reload in the middle of a burst. The viewer types eight messages while the
 * chat stalls (her socket goes dead: its frames go nowhere, so none is acknowledged), then reloads.
 * Goal: after the reload every pending message is sent exactly once (the outbox is kept on
 * the device, the host dedups by mid) and none shows twice in the thread.
 */
import { expect, test } from '@playwright/test';
import { adminGet, chatState, openWallHost, quickAccount } from '../../support/helpers.ts';
import { recordBrowserFigure } from '../../support/faults.ts';

test('a reload mid-burst sends every pending message exactly once (19.2)', async ({ page }) => {
  const prefix = `burst-${Date.now().toString(36)}`;
  let hold = false;
  let held = 0;
  // The app's XMPP WebSocket (RFC 7395), through the preview's proxy. While `hold` is on, the
  // socket goes dead the way a real one does: every frame from the page is lost from then on,
  // not only the message frames. (TCP delivers in order or not at all; dropping only some
  // frames while later ones, such as chat states or `<r/>`, got through would make the
  // server's stream-management count acknowledge stanzas it never saw, a fault no network
  // can make.) The socket stays dead after `hold` ends; the reload opens a new one.
  await page.routeWebSocket(/\/xmpp(-websocket)?$/, (ws) => {
    const server = ws.connectToServer();
    let dead = false;
    ws.onMessage((m) => {
      if (hold) dead = true;
      if (dead) {
        if (typeof m === 'string' && m.includes(prefix)) held++;
        return; // lost on the way: nothing after this frame is acknowledged
      }
      server.send(m);
    });
    server.onMessage((m) => ws.send(m));
  });
  const me = await quickAccount(page);
  const host = await openWallHost(page, 0);
  const box = page.getByRole('textbox', { name: 'Type a message…' });
  const out = page.locator('[data-testid="message"][data-direction="out"]');
  const texts = Array.from({ length: 8 }, (_, i) => `${prefix}-${i + 1}`);

  // The burst goes out on a connected stream (not into the outbox of a chat still signing in).
  await expect.poll(() => chatState(page), { timeout: 20_000 }).toBe('connected');
  hold = true;
  for (const text of texts) {
    await box.fill(text);
    await box.press('Enter');
  }
  await expect(out.filter({ hasText: texts.at(-1)! })).toHaveCount(1);
  const pendingAtReload = await out.filter({ hasText: prefix }).evaluateAll((els) => els.filter((e) => e.getAttribute('data-state') !== 'success').length);
  hold = false;
  const t0 = Date.now();
  await page.reload();

  for (const text of texts) await expect(out.filter({ hasText: text }).last()).toHaveAttribute('data-state', 'success', { timeout: 20_000 });
  const seconds = (Date.now() - t0) / 1000;
  const shown = await Promise.all(texts.map((t) => out.filter({ hasText: t }).count()));
  const log = (await adminGet(`messages?jid=${encodeURIComponent(me.jid)}&peer=${encodeURIComponent(host)}`)) as { list: Array<{ body: string }> };
  const atHost = texts.map((t) => log.list.filter((m) => m.body === t).length);
  const ok = pendingAtReload === texts.length && shown.every((n) => n === 1) && atHost.every((n) => n === 1);
  recordBrowserFigure({
    point: '19.2',
    fault: 'reload mid-burst (8 unacknowledged)',
    figure: `${pendingAtReload} pending at reload (${held} frames lost); after: at the host ${atHost.join('/')}, in the thread ${shown.join('/')}; all sent ${seconds.toFixed(1)} s after the reload`,
    goal: 'each exactly once',
    ok,
  });
  expect(pendingAtReload).toBe(texts.length);
  expect(atHost).toEqual(texts.map(() => 1));
  expect(shown).toEqual(texts.map(() => 1));
});
