/**
 * Issue 19.9: a newer app upgrades the chat database (Dexie) while a second tab still runs the
 * old one. Goals: the upgrade completes (the old tab's connection does not block it), no row
 * is lost, and the old tab tells the viewer to reload, on a phone too.
 */
import { expect, test } from '@playwright/test';
import { openWallHost, quickAccount, shot } from '../../support/helpers.ts';
import { recordBrowserFigure } from '../../support/faults.ts';

test('a database upgrade in another tab completes, keeps every row, and the old tab asks for a reload (19.9)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await quickAccount(page);
  await openWallHost(page, 0);
  const box = page.getByRole('textbox', { name: 'Type a message…' });
  const out = page.locator('[data-testid="message"][data-direction="out"]');
  for (const text of ['before the upgrade 1', 'before the upgrade 2']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(out.filter({ hasText: text })).toHaveAttribute('data-state', 'success');
  }

  // The newer app, in another tab of the same browser: it opens `chat` one version up.
  const newer = await page.context().newPage();
  await newer.goto('/privacy.html');
  const result = await newer.evaluate(async () => {
    // Resolves once the read transaction is over, so that closing the connection right after
    // really closes it (a connection closed with a transaction still running is not yet closed,
    // and would itself block the upgrade below).
    const count = (db: IDBDatabase) => new Promise<number>((resolve, reject) => {
      const tx = db.transaction('messages');
      const r = tx.objectStore('messages').count();
      tx.oncomplete = () => resolve(r.result);
      tx.onerror = () => reject(tx.error);
    });
    const open = (version?: number) => new Promise<{ db: IDBDatabase; blocked: boolean }>((resolve, reject) => {
      let blocked = false;
      const req = version ? indexedDB.open('chat', version) : indexedDB.open('chat');
      req.onblocked = () => (blocked = true);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => resolve({ db: req.result, blocked });
    });
    const before = await open();
    const rowsBefore = await count(before.db);
    const from = before.db.version;
    before.db.close();
    const t0 = performance.now();
    const after = await open(from + 10);
    const ms = performance.now() - t0;
    const rowsAfter = await count(after.db);
    const to = after.db.version;
    after.db.close();
    return { from, to, rowsBefore, rowsAfter, blocked: after.blocked, ms };
  });

  const notice = page.getByTestId('stale-app');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The app was updated in another tab.');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  const box2 = (await notice.boundingBox())!;
  expect(box2.x + box2.width).toBeLessThanOrEqual(375);
  await shot(page, 'fault-stale-app-375');

  const ok = result.to > result.from && !result.blocked && result.rowsAfter === result.rowsBefore && result.rowsBefore >= 3;
  recordBrowserFigure({
    point: '19.9',
    fault: 'Dexie upgrade with a second tab on the old version',
    figure: `version ${result.from} → ${result.to} in ${Math.round(result.ms)} ms, ${result.blocked ? 'BLOCKED' : 'not blocked'}; messages ${result.rowsBefore} → ${result.rowsAfter}; old tab told to reload`,
    goal: 'completes, no row lost, old tab told',
    ok,
  });
  expect(result.blocked).toBe(false);
  expect(result.to).toBeGreaterThan(result.from);
  expect(result.rowsAfter).toBe(result.rowsBefore);
  expect(result.rowsBefore).toBeGreaterThanOrEqual(3);
});
