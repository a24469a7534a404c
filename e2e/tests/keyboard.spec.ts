/**
 * Keyboard alone (issue 21.5), on a desktop: sign in, open a host's chat from the wall, send a
 * message, answer an incoming call and hang up, buy gems, every step with Tab, Shift+Tab, Enter
 * and Escape and never the mouse. Focus is visible on every control it reaches, stays inside an
 * open dialog, and returns to the opener when the dialog closes; the incoming call is an
 * alertdialog (announced at once) and the thread a polite live log.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, steadyHosts } from '../support/helpers.ts';
import { callsOf, connected, hostPage, VIEWER_THREE, wallet } from '../support/calls.ts';
import { readStored } from '../support/appStorage.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

test.use({ viewport: { width: 1280, height: 800 } });

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; fails if it never
 * does. Each stop must show a visible focus indicator (an outline or a box shadow on the control,
 * or on a text field's wrapper).
 */
async function tabTo(page: Page, target: Locator, max = 60, back = false) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const shown = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      const ring = (n: Element) => {
        const s = getComputedStyle(n);
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      };
      // On the control, or on a text field's wrapper (drawn with :focus-within).
      return ring(el) || (el.matches('input, textarea') && !!el.parentElement && ring(el.parentElement));
    });
    expect(shown, `focus indicator on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('sign in, chat, answer and end a call, buy gems: by keyboard alone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await wallet(VIEWER_THREE.uid, { gems: 5000 });
  // Sign in.
  await page.goto('/login');
  // On a desktop the sheet puts the focus in its first field.
  await expect(page.getByLabel('Account ID')).toBeFocused();
  await tabTo(page, page.getByLabel('Account ID'));
  await page.keyboard.type(VIEWER_THREE.uid);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 5);
  await page.keyboard.type(VIEWER_THREE.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/match$/, { timeout: 20_000 });
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;

  // The wall: a host card opens her chat with Enter.
  // An online host's card, read off the wall (no click).
  await page.goto('/goddess');
  const onlineCard = page.getByTestId('host-grid').locator('li').filter({ has: page.getByRole('button', { name: /\bOnline\b/ }) }).first();
  await expect(onlineCard).toBeVisible();
  const hostJid = (await onlineCard.getAttribute('data-jid'))!;
  const card = page.locator(`[data-testid="host-grid"] li[data-jid="${hostJid}"] button`);
  await expect(card).toBeVisible();
  await tabTo(page, card, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(page.getByTestId('message-list')).toHaveAttribute('role', 'log');
  await expect(page.getByTestId('message-list')).toHaveAttribute('aria-live', 'polite');

  // Send a message.
  const composer = page.getByRole('textbox', { name: /Type a message/ });
  await tabTo(page, composer, 80);
  await page.keyboard.type('Hello from the keyboard');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="message"][data-direction="out"]').last()).toContainText('Hello from the keyboard');

  // An incoming call: announced as an alertdialog with focus inside; Accept, then Hang up.
  const host = await hostPage(browser, hostJid);
  try {
    await page.keyboard.press('Escape'); // leave the composer as a person would before the call
    await admin('callback', { host: hostJid, viewer: VIEWER_THREE.uid });
    const incoming = page.getByRole('alertdialog');
    await expect(incoming).toBeVisible();
    await expect.poll(() => isFocused(incoming)).toBe(true);
    const accept = incoming.getByRole('button', { name: 'Accept' });
    await tabTo(page, accept, 6);
    await page.keyboard.press('Enter');
    await connected(page);
    const hangUp = page.getByRole('button', { name: 'Hang up' });
    await tabTo(page, hangUp, 30);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('viewer-terminate');
  } finally {
    await host.context().close();
  }

  // Buy gems: the balance opens the coin store; focus stays inside; Escape returns it.
  await page.goto('/goddess');
  const balance = page.getByRole('button', { name: /gems, Buy gems$/ }).first();
  await tabTo(page, balance, 40);
  await page.keyboard.press('Enter');
  const store = page.getByTestId('coin-store');
  await expect(store.locator('[data-sku]')).toHaveCount(5);
  const dialog = page.getByRole('dialog');
  await expect.poll(() => isFocused(dialog)).toBe(true);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog), 'focus stays in the coin store').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(balance)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(store.locator('[data-sku]')).toHaveCount(5);
  await tabTo(page, store.locator('[data-sku="gems_500"]'), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkoutCards\?sku=gems_500/);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByLabel('Expiry (MM/YY)'), 3);
  await page.keyboard.type('12/30');
  await tabTo(page, page.getByLabel('Security code'), 3);
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay / }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'TXN_SUCCESS');
  await expect(page.getByTestId('pay-balance')).toContainText('gems');
});
