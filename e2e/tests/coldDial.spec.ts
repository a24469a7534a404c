/**
 * Issue 20.8 (spec §2 `/video/{uid}`, `/call/{uid}`: a uid or a jid identifies the host): a
 * call opened by its link from a cold start (a new account, no thread with her yet) resolves
 * the host and her card through the client and rings; the sandbox host page answers. A uid
 * that names no host says so instead of "preparing" forever. Phone emulation (375x812).
 */
import { expect, test, type Page } from '@playwright/test';
import { adminGet, quickAccount, shot, watchForErrors } from '../support/helpers.ts';
import { callsOf, connected, hostPage } from '../support/calls.ts';
import { readStored } from '../support/appStorage.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

type Host = { uid: string; jid: string; nickName: string; status: string };

/** A new quick account (no threads but the official one); waits out a slow chat sign-in. */
const coldSignIn = (page: Page) => quickAccount(page, 60_000);

test('20.8 a cold sign-in opens /video/<uid> of a host with no thread: her name shows, the call rings and the host page answers', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  const hosts = ((await adminGet('anchors')) as { list: Host[] }).list;
  const host = hosts.find((h) => h.status === 'online');
  // The sandbox spreads its hosts over time zones, so one is online at any hour (the wall tests
  // rely on it too): none is a failure, not a reason to skip.
  expect(host, 'an online host in the sandbox').toBeDefined();
  const answering = await hostPage(browser, host!.jid, 'answerAfterMs=1500');
  await coldSignIn(page);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  // No thread with her: the call is opened by its link alone, with a bare uid.
  await page.goto(`/video/${host!.uid}`);
  const screen = page.getByTestId('call-screen');
  await expect(screen).toBeVisible();
  // Rings (1) once the chat is signed in, the price checked and the camera open; the host page
  // may already have answered (2) on a slow machine.
  await expect(screen).toHaveAttribute('data-status', /^[12]$/, { timeout: 45_000 });
  // Her card was resolved: her name, not the uid.
  await expect(screen.getByRole('heading', { name: host!.nickName })).toBeVisible();
  await shot(page, 'issue20-cold-dial-ringing-375');
  await connected(page);
  await shot(page, 'issue20-cold-dial-connected-375');
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect.poll(async () => (await callsOf(me)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await callsOf(me))[0]).toBeTruthy();
  await answering.context().close();
  expect(errors).toEqual([]);
});

test('20.8 /video/<jid> dials by jid from a cold start; a uid that names no host says so instead of preparing forever', async ({ page }) => {
  test.setTimeout(90_000);
  const hosts = ((await adminGet('anchors')) as { list: Host[] }).list;
  const host = hosts[3]!;
  await coldSignIn(page);
  await page.goto(`/video/${encodeURIComponent(host.jid)}`);
  const screen = page.getByTestId('call-screen');
  await expect(screen.getByRole('heading', { name: host.nickName })).toBeVisible({ timeout: 30_000 });
  // It dialled (or ended: she may be asleep at this hour) instead of staying on "preparing".
  await expect(screen).toHaveAttribute('data-status', /^\d$/, { timeout: 30_000 });
  const cancel = page.getByRole('button', { name: /^(Cancel|Hang up)$/ });
  if (await cancel.isVisible()) await cancel.click();

  await page.goto('/video/999999999');
  await expect(screen).toHaveAttribute('data-status', 'unknown-host', { timeout: 30_000 });
  await expect(screen.getByRole('heading', { name: 'Host not found' })).toBeVisible();
  await shot(page, 'issue20-cold-dial-unknown-375');
});
