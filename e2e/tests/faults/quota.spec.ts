/**
 * Issue 19.10: the device's storage is full (CDP Storage.overrideQuotaForOrigin). Goals: a
 * clear message, nothing half-written (no part of a failed write on the disk), and the app
 * keeps working from memory: sign-in, messages out and in, the thread shows them.
 */
import { expect, test } from '@playwright/test';
import { adminGet, shot, signedIn, steadyHosts } from '../../support/helpers.ts';
import { APP_URL } from '../../support/ports.ts';
import { chatRows } from '../../support/appStorage.ts';
import { recordBrowserFigure } from '../../support/faults.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

test('storage full: a clear message, nothing half-written, the chat goes on from memory (19.10)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A device with no space left for this site. (Chromium applies an override to the storage
  // it opens afterwards, so it is set before the app's first visit.)
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(APP_URL).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  try {
    // A quick account, as quickAccount() does; the user is read from the sign-in answer (the
    // device keeps nothing to read it from).
    await page.goto('/login');
    const loginAnswer = page.waitForResponse((r) => r.url().includes('/api/login_service/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue with a quick account' }).click();
    const me = { jid: ((await (await loginAnswer).json()) as { data: { userInfo: { jid: string } } }).data.userInfo.jid };
    await signedIn(page);
    // As quickAccount() does: the complete-profile offer is put off for this tab, so it does not
    // cover the wall (the offer itself is tested in profile.spec.ts).
    await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1'));
    // Within the page only: a reload would start from an empty memory (nothing could be kept).
    await page.getByRole('dialog', { name: 'Match' }).getByRole('button', { name: 'Close' }).click();
    const card = page.getByTestId('host-grid').locator('li').filter({ has: page.getByRole('button', { name: /\bOnline\b/ }) }).first();
    await expect(card).toBeVisible();
    const host = (await card.getAttribute('data-jid'))!;
    await card.getByRole('button').click();
    await expect(page.getByTestId('message-list')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Type a message…' });
    const out = page.locator('[data-testid="message"][data-direction="out"]');
    for (const text of ['from memory 1', 'from memory 2']) {
      await box.fill(text);
      await box.press('Enter');
      await expect(out.filter({ hasText: text })).toHaveAttribute('data-state', 'success');
    }
    const notice = page.getByTestId('storage-full');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("This device's storage is full.");
    await shot(page, 'fault-storage-full-375');
    // Her replies arrive and show (the sandbox host answers each message).
    const inc = page.locator('[data-testid="message"][data-direction="in"]');
    await expect.poll(() => inc.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    // Nothing half-written on the disk: no message row at all.
    const onDisk = (await chatRows(page, 'messages')).length;
    const log = (await adminGet(`messages?jid=${encodeURIComponent(me.jid)}&peer=${encodeURIComponent(host)}`)) as { list: Array<{ body: string }> };
    const atHost = ['from memory 1', 'from memory 2'].map((t) => log.list.filter((m) => m.body === t).length);
    recordBrowserFigure({
      point: '19.10',
      fault: 'storage quota exceeded',
      figure: `notice shown; ${onDisk} message rows on the disk (nothing half-written); signed in and 2 sent from memory (at the host ${atHost.join('/')}), her replies shown`,
      goal: 'clear message, nothing half-written, works from memory',
      ok: onDisk === 0 && atHost.every((n) => n === 1),
    });
    expect(onDisk).toBe(0);
    expect(atHost).toEqual([1, 1]);
  } finally {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  }
});
