/**
 * Issue 19.5: the chat server (Prosody) is killed in the middle of a call. Goals: the media
 * keeps flowing (it is peer to peer), a hang-up made while the chat is down reaches the host
 * once it is back, and the call is recorded once on each side (the hub's record, and the
 * viewer's own call record).
 */
import { expect, test } from '@playwright/test';
import { admin, openWallHost, signIn, steadyHosts } from '../../support/helpers.ts';
import { chatRows, readStored } from '../../support/appStorage.ts';
import { callsOf, connected, hostPage, serverBalance, VIEWER_THREE, wallet } from '../../support/calls.ts';
import { recordBrowserFigure } from '../../support/faults.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

test('Prosody killed mid-call: media flows, the hang-up reaches the host when chat returns, one record each side (19.5)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await wallet(VIEWER_THREE.uid, { gems: 5000, paid: true });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  const earlier = new Set((await callsOf(me)).map((r) => r.sid));
  const host = await hostPage(browser, hostJid, 'answerAfterMs=300');
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  const remoteTime = () => page.getByTestId('remote-video').evaluate((v: HTMLVideoElement) => v.currentTime);

  let started = false;
  try {
    await admin('prosody', { action: 'kill' });
    const t0 = await remoteTime();
    await page.waitForTimeout(3000);
    const mediaS = (await remoteTime()) - t0;
    // The viewer hangs up while the chat is down: the call ends on her screen at once (it closes).
    await page.getByRole('button', { name: 'Hang up' }).click();
    const screen = page.getByTestId('call-screen');
    await expect.poll(async () => (await screen.count()) === 0 || !!(await screen.getAttribute('data-end'))).toBe(true);
    const hostStillIn = await host.locator('#status').getAttribute('data-state');
    await admin('prosody', { action: 'start' });
    started = true;
    const back = Date.now();
    await expect(host.locator('#status')).toHaveAttribute('data-state', /^(ended|idle)$/, { timeout: 30_000 });
    const reachedS = (Date.now() - back) / 1000;
    const records = (await callsOf(me)).filter((r) => !earlier.has(r.sid));
    const sid = records[0]?.sid ?? '';
    const ownRecords = (await chatRows<{ vid: string }>(page, 'videocalls')).filter((c) => c.vid === sid).length;
    const balance = await serverBalance(page);
    recordBrowserFigure({
      point: '19.5',
      fault: 'Prosody killed mid-call',
      figure: `media ${mediaS.toFixed(1)} s of 3 s while down; host was '${hostStillIn}' after the hang-up, told ${reachedS.toFixed(1)} s after Prosody returned; records: hub ${records.length}, viewer ${ownRecords}; balance ${balance}`,
      goal: 'media flows, hang-up reaches the host, one record each side',
      ok: mediaS > 2 && records.length === 1 && ownRecords === 1,
    });
    expect(mediaS).toBeGreaterThan(2);
    expect(records).toHaveLength(1);
    expect(ownRecords).toBe(1);
  } finally {
    if (!started) await admin('prosody', { action: 'start' });
    await host.context().close();
  }
});
