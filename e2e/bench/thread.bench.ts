/**
 * Thread budget benchmark (issue 3 "Fast"): seeds a thread with 100 and with 10,000 stored
 * messages, opens each, and prints the thread-open time, IndexedDB transactions and records
 * read, and the DOM elements mounted in the message list; then scrolls from the newest to the
 * oldest message. Budgets are counts (DOM ≤ 800, 1 read transaction, ≤ 60 records per open);
 * times are printed, never asserted.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatState, SIGN_IN_MS, signIn } from '../support/helpers.ts';

type Vchat = {
  chatStore: { putIncoming(me: string, batch: unknown[], open: string | null): Promise<unknown[]>; openThreadWith(me: string, peer: unknown): Promise<{ tid: string }> };
  chatMetrics: { transactions: number; recordsRead: number };
  storage: { getItem(key: string): string | null };
  messaging: { openThread(tid: string | null): Promise<void>; refreshThreads(): Promise<void> };
};

async function seed(page: Page, peer: string, count: number): Promise<string> {
  // `goto` resolves at the load event; the app sets `__vchat` once its key-value store is open.
  await page.waitForFunction(() => 'storage' in ((window as unknown as { __vchat?: object }).__vchat ?? {}));
  return page.evaluate(async ({ peer, count }) => {
    const s = (window as unknown as { __vchat: Vchat }).__vchat;
    const me = JSON.parse(s.storage.getItem('mainUser')!).jid as string;
    const t0 = Date.now() - count * 60_000;
    for (let start = 0; start < count; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, count - start) }, (_, k) => {
        const i = start + k;
        const fromPeer = i % 3 !== 0;
        return {
          message: {
            mid: `bench-${peer}-${i}`, from: fromPeer ? peer : me, to: fromPeer ? me : peer, date: t0 + i * 60_000, type: 'text',
            content: `Message number ${i}: ${'lorem ipsum dolor sit amet '.repeat(1 + (i % 4))}`, nickName: 'Bench', os: 'web', pkgName: 'bench',
            sensitiveInfo: 0, version: 1,
          },
          peer: { jid: peer, nickName: 'Bench host' },
        };
      });
      await s.chatStore.putIncoming(me, batch, null);
    }
    const t = await s.chatStore.openThreadWith(me, { jid: peer, nickName: 'Bench host' });
    await s.messaging.refreshThreads();
    return t.tid;
  }, { peer, count });
}

/**
 * Opens a thread the way the app does (route change, no reload) and measures until its
 * newest message is on screen: time, IndexedDB transactions (read-only ones apart: the
 * latest page; the rest mark it read and refresh the list), records read, DOM elements.
 */
async function open(page: Page, tid: string) {
  await page.goto('/message');
  await expect(page.getByTestId('thread-list')).toBeVisible();
  // The page load's own work must end before the measurement starts: the chat login, the
  // archive catch-up after it, their IndexedDB reads. On a slow machine a fixed 300 ms wait
  // let them into the count. Quiet: no IndexedDB transaction for 500 ms.
  await expect.poll(() => chatState(page), { timeout: SIGN_IN_MS }).toBe('connected');
  await page.evaluate(() => (window as unknown as { __vchat: { messaging: { settled(): Promise<void> } } }).__vchat.messaging.settled());
  let seen = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => (window as unknown as { __vchat: Vchat }).__vchat.chatMetrics.transactions);
      const quiet = now === seen;
      seen = now;
      return quiet;
    }, { intervals: [500], timeout: 30_000 })
    .toBe(true);
  const last = await page.evaluate(async (tid) => {
    const s = (window as unknown as { __vchat: Vchat & { chatMetrics: { readTransactions: number } } }).__vchat;
    (window as unknown as { __before: unknown }).__before = { ...s.chatMetrics, t0: performance.now() };
    history.pushState({}, '', `/message?tid=${encodeURIComponent(tid)}`);
    dispatchEvent(new PopStateEvent('popstate'));
    return tid;
  }, tid);
  await expect(page.locator('[data-testid="message"]').last()).toBeVisible();
  await expect(page.getByTestId('thread-list').locator(`li[data-tid="${last}"]`)).toHaveAttribute('data-unread', '0');
  return page.evaluate(() => {
    const s = (window as unknown as { __vchat: { chatMetrics: { transactions: number; recordsRead: number; readTransactions: number } } }).__vchat;
    const b = (window as unknown as { __before: { transactions: number; recordsRead: number; readTransactions: number; t0: number } }).__before;
    return {
      ms: performance.now() - b.t0,
      transactions: s.chatMetrics.transactions - b.transactions,
      reads: s.chatMetrics.readTransactions - b.readTransactions,
      records: s.chatMetrics.recordsRead - b.recordsRead,
      dom: document.querySelector('[data-testid="message-list"]')!.querySelectorAll('*').length,
    };
  });
}

test('thread open and scroll budgets, 100 vs 10,000 messages', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, { uid: '200003', password: 'viewer-three' });
  await page.goto('/message');
  const small = await seed(page, 'anchor_100002@anchors.localhost', 100);
  const big = await seed(page, 'anchor_100003@anchors.localhost', 10_000);
  const a = await open(page, small);
  const b = await open(page, big);
  const line = (n: string, r: typeof a) =>
    `[bench] open ${n}: ${r.ms.toFixed(1)} ms to the newest message on screen; IndexedDB: ${r.reads} read transaction(s), ${r.records} records read, ${r.transactions - r.reads} writes (unread count; message flags in the background); ${r.dom} DOM elements in the list`;
  console.log(line('100 msgs   ', a));
  console.log(line('10,000 msgs', b));
  console.log(`[bench] open-time ratio 10,000 / 100 = ${(b.ms / a.ms).toFixed(2)}`);
  for (const r of [a, b]) {
    expect(r.reads).toBe(1);
    expect(r.records).toBeLessThanOrEqual(60);
    expect(r.dom).toBeLessThanOrEqual(800);
  }
  // Scroll from the newest to the oldest message: pages load as the top is reached.
  const oldest = 'bench-anchor_100003@anchors.localhost-0';
  const { rounds, maxDom: maxSeen, ms } = await page.evaluate(async (oldest) => {
    const el = document.querySelector('[data-testid="message-list"]')!;
    let maxDom = 0;
    const t0 = performance.now();
    let rounds = 0;
    for (; rounds < 3000; rounds++) {
      // As a reader does: a wheel gesture up (the view only unpins for the user's own scrolling).
      el.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
      el.scrollTop = 0;
      await new Promise((r) => setTimeout(r, 16));
      maxDom = Math.max(maxDom, el.querySelectorAll('*').length);
      if (document.querySelector(`[data-mid="${oldest}"]`)) break;
    }
    return { rounds, maxDom, ms: performance.now() - t0 };
  }, oldest);
  const maxDom = Math.max(b.dom, maxSeen);
  const t0 = Date.now() - ms;
  await expect(page.locator(`[data-mid="${oldest}"]`)).toBeVisible();
  console.log(`[bench] scrolled newest → oldest of 10,000 in ${rounds} scroll steps (${Math.round(Date.now() - t0)} ms, pages of 100 loaded as the top is reached); most DOM elements mounted at once: ${maxDom}`);
  expect(maxDom).toBeLessThanOrEqual(800);
});
