/**
 * Friends, favourites, likes and host profiles (issue 10; spec §2 /anchorprofile, /friendreq,
 * the friend / like / liked-me lists and the favourite tip): against the sandbox, whose awake
 * hosts accept friend requests after their reply delay (tooling/sandbox/SOCIAL.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { admin, adminGet, apiAs, hostLocalTime, openWallHost, shot, shotInArabic, signIn, watchForErrors, signedIn } from '../support/helpers.ts';
import { writeStored, removeStored, clearStored } from '../support/appStorage.ts';

test.describe.configure({ mode: 'serial' });

const VIEWER_THREE = { uid: '200003', password: 'viewer-three' };

/** Opens an online host's chat from the wall, then her profile from the thread header. */
async function openProfile(page: Page, n: number): Promise<string> {
  const jid = await openWallHost(page, n, undefined, /\bOnline\b/);
  await page.getByTestId('thread-peer').click();
  await expect(page).toHaveURL(/\/anchorprofile\?jid=/);
  await expect(page.getByTestId('anchorprofile')).not.toHaveAttribute('aria-busy', 'true');
  return jid;
}

test('host profile: photo, age, presence, price, albums that open large; phone and Arabic', async ({ page }) => {
  const errors = watchForErrors(page);
  await signIn(page, VIEWER_THREE);
  const jid = await openProfile(page, 0);
  const card = (await apiAs(page, 'common_service/get_manual_personal_info_v2', { jid })).data;
  const price = (await apiAs(page, 'account_service/anchor_acount', { targetJid: [jid] })).data.anchorAccountInfo[0].privateChatPrice;
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(card.nickName) })).toBeVisible();
  const born = new Date(card.birthday);
  const now = new Date();
  const age = now.getUTCFullYear() - born.getUTCFullYear() - (now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate()) ? 1 : 0);
  await expect(page.getByTestId('anchor-age')).toHaveText(String(age));
  await expect(page.getByTestId('anchor-status')).toHaveText('Online');
  await expect(page.getByTestId('anchor-call')).toContainText(`${price}/min`);
  expect(card.name).not.toBe(card.nickName);
  await expect(page.getByTestId('anchor-fn')).toHaveText(card.name); // full name (card name / vCard FN)
  const albums = page.getByTestId('anchor-albums').locator('img');
  await expect(albums).toHaveCount(card.albums.length);
  expect(card.albums.length).toBeGreaterThanOrEqual(4);
  await expect.poll(() => albums.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'anchorprofile-desktop');
  await page.getByRole('button', { name: 'Open photo 2' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'anchorprofile-375');
  await shotInArabic(page, 'anchorprofile-ar-375', page.getByTestId('anchor-albums'));
  expect(errors).toEqual([]);
});

test('friend request: the awake host accepts and the friend list shows her; remove ends it', async ({ page }) => {
  await signIn(page, VIEWER_THREE);
  const jid = await openProfile(page, 1);
  const friend = page.getByTestId('friend-button');
  await expect(friend).toHaveAttribute('data-state', /./);
  // Start from none: an earlier test may have left a friendship, a request, or her request.
  const before = await friend.getAttribute('data-state');
  if (before !== 'none') {
    await apiAs(page, 'friends_service/change_relation', { jid, action: before === 'incoming' ? 'decline' : 'remove' });
    await page.reload();
    await expect(friend).toHaveAttribute('data-state', 'none');
  }
  await friend.click();
  await expect(friend).toHaveAttribute('data-state', 'requested');
  await expect(friend).toHaveText(/Request sent/);
  // She answers after her reply delay; the relation is the server's.
  await expect.poll(async () => (await apiAs(page, 'friends_service/friends_relative', { jid })).data.friend, { timeout: 10_000 }).toBe('friends');
  await page.goto('/friendreq');
  await expect(page.getByTestId('people-friends').locator(`[data-jid="${jid}"]`)).toBeVisible();
  await shot(page, 'friendreq-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shotInArabic(page, 'friendreq-ar-375', page.getByTestId('people-friends'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/anchorprofile?jid=${encodeURIComponent(jid)}`);
  await expect(friend).toHaveAttribute('data-state', 'friends');
  await friend.click();
  await expect(friend).toHaveAttribute('data-state', 'none');
});

test("a host's friend request waits on /friendreq; accepting makes her a friend", async ({ page }) => {
  await signIn(page, VIEWER_THREE);
  const jid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  // Start from no relation, with the host awake (10:00 her time on the sandbox clock): she asks.
  const before = (await apiAs(page, 'friends_service/friends_relative', { jid })).data.friend as string;
  if (before === 'incoming') await apiAs(page, 'friends_service/change_relation', { jid, action: 'decline' });
  else if (before !== 'none') await apiAs(page, 'friends_service/change_relation', { jid, action: 'remove' });
  const tz = ((await adminGet('anchors')) as { list: Array<{ jid: string; tzOffsetMinutes: number }> }).list.find((h) => h.jid === jid)!.tzOffsetMinutes;
  await hostLocalTime(tz, 10);
  try {
    const r = await apiAs(page, 'friends_service/auto_add_friend', { jid });
    expect(r.data.friend).toBe('incoming');
    await page.goto('/friendreq');
    const row = page.getByTestId('people-incoming').locator(`[data-jid="${jid}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('people-friends').locator(`[data-jid="${jid}"]`)).toBeVisible();
  } finally {
    await admin('clock', { now: null });
  }
});

test('friend suggestions on /friendreq: awake hosts who are not friends yet; "Add friend" sends the request', async ({ page }) => {
  await signIn(page, VIEWER_THREE);
  await page.goto('/friendreq');
  const list = page.getByTestId('people-recommended');
  await expect(list.getByTestId('person').first()).toBeVisible();
  const expected = (await apiAs(page, 'anchorlist_services/recommend_friend_list', { count: 6 })).data.list as Array<{ jid: string; status: string }>;
  for (const h of expected) expect(h.status).not.toBe('offline');
  // The first suggestion with no relation yet (an earlier test may have left one asked, or asking).
  const jid = (await list.getByTestId('person').filter({ has: page.getByRole('button', { name: 'Add friend' }) }).first().getAttribute('data-jid'))!;
  const row = list.locator(`[data-jid="${jid}"]`);
  await row.getByRole('button', { name: 'Add friend' }).click();
  await expect(row.getByRole('button', { name: /Request sent|Friends/ })).toBeDisabled();
  expect(['requested', 'friends']).toContain((await apiAs(page, 'friends_service/friends_relative', { jid })).data.friend);
  await shot(page, 'friendreq-suggestions-desktop');
  await apiAs(page, 'friends_service/change_relation', { jid, action: 'remove' });
});

test('favourite with its tip, the favourites list, unfavourite; like; the liked-me list', async ({ page }) => {
  await signIn(page, VIEWER_THREE);
  await removeStored(page, 'favoriteTipSeen');
  const jid = await openProfile(page, 3);
  const fav = page.getByTestId('favorite-button');
  if ((await fav.getAttribute('aria-pressed')) === 'true') await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await fav.click();
  await expect(page.getByTestId('favorite-tip')).toBeVisible();
  await shot(page, 'favorite-tip-desktop');
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  const like = page.getByTestId('like-button');
  if ((await like.getAttribute('aria-pressed')) !== 'true') await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/personalhome');
  await page.getByTestId('favorites-row').click();
  const modal = page.getByTestId('people-modal');
  await expect(modal.locator(`[data-jid="${jid}"]`)).toBeVisible();
  await modal.getByRole('tab', { name: 'You liked' }).click();
  await expect(modal.locator(`[data-jid="${jid}"]`)).toBeVisible();
  await modal.getByRole('tab', { name: 'Liked you' }).click();
  const likedMe = (await apiAs(page, 'friends_service/like_list', { type: 'likedMe' })).data.list as Array<{ jid: string }>;
  expect(likedMe.length).toBeGreaterThan(0);
  await expect(modal.getByTestId('person')).toHaveCount(likedMe.length);
  await shot(page, 'likedme-desktop');
  // Unfavourite from her profile: the list no longer has her.
  await modal.getByRole('tab', { name: 'Favourites' }).click();
  await modal.locator(`[data-jid="${jid}"]`).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/anchorprofile\?jid=/);
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  const favs = (await apiAs(page, 'friends_service/query_user_favorite_list', {})).data.list as Array<{ jid: string }>;
  expect(favs.map((f) => f.jid)).not.toContain(jid);
});

test("chatting with a host for the first time: she asks to be friends in the thread; accepting says so there", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1')); // a new account: skip the profile prompt
  const jid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  await page.getByRole('textbox', { name: 'Type a message…' }).fill('Hello there!');
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('friend-request-notice');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const row = page.getByTestId('message').filter({ has: notice });
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('message').filter({ hasText: /are friends now/ })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect((await apiAs(page, 'friends_service/friends_relative', { jid })).data.friend).toBe('friends');
  await shot(page, 'thread-friend-request-desktop');
});

/** Signs in with a new quick account that skips the complete-profile prompt for this visit. */
async function quickAccount(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1'));
}


test('exclusive girl page: a new viewer is shown one online host on the wall, once; "Say hi" opens her chat; she comes online later', async ({ page }) => {
  const errors = watchForErrors(page);
  await admin('config', { contactPopupAfterS: 2 });
  try {
    await quickAccount(page);
    await page.goto('/goddess');
    const girl = page.getByTestId('exclusive-girl');
    await expect(girl).toBeVisible({ timeout: 15_000 });
    const jid = (await girl.getAttribute('data-jid'))!;
    const card = (await apiAs(page, 'common_service/get_manual_personal_info_v2', { jid })).data;
    const price = (await apiAs(page, 'account_service/anchor_acount', { targetJid: [jid] })).data.anchorAccountInfo[0].privateChatPrice;
    await expect(girl.getByRole('heading', { name: new RegExp(card.nickName) })).toBeVisible();
    await expect(page.getByTestId('exclusive-call')).toContainText(`${price}/min`);
    await expect.poll(() => girl.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'exclusive-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'exclusive-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('exclusive-chat').click();
    await expect(page).toHaveURL(/\/message\?tid=/);
    await expect(page.getByTestId('thread-peer')).toContainText(card.nickName);
    // Once a day: back on the wall, no second suggestion.
    await page.goto('/goddess');
    await page.waitForTimeout(4000);
    await expect(girl).toHaveCount(0);

    // She is a favourite; asleep, then awake: the app says so, and her thread has the line.
    expect((await apiAs(page, 'friends_service/change_user_favorite', { jid, favorite: true })).data.isFavorite).toBe(true);
    const hosts = ((await adminGet('anchors')) as { list: Array<{ jid: string; tzOffsetMinutes: number }> }).list;
    const tz = hosts.find((h) => h.jid === jid)!.tzOffsetMinutes;
    await hostLocalTime(tz, 3);
    await page.goto('/message');
    await expect.poll(async () => (await apiAs(page, 'common_service/multi_online_status', { jids: [jid] })).data.list[0].status).toBe('offline');
    await page.waitForTimeout(3500); // past the shortest gap between two asks
    await hostLocalTime(tz, 10);
    await page.getByRole('link', { name: 'Discover' }).first().click();
    const banner = page.getByRole('status').filter({ hasText: `${card.nickName} is online now` });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await shot(page, 'online-notice-desktop');
    await banner.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/anchorprofile\?jid=/);
    await expect(page.getByTestId('anchor-status')).toHaveText('Online');
    await page.goto('/message');
    await page.getByRole('button', { name: new RegExp(card.nickName) }).first().click();
    await expect(page.getByTestId('message').filter({ hasText: `${card.nickName} came online` })).toBeVisible();
  } finally {
    await admin('clock', { now: null });
  }
  try {
    // Another new viewer, in Arabic on a phone.
    await clearStored(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.setViewportSize({ width: 375, height: 812 });
    await quickAccount(page);
    await writeStored(page, 'currentLanguage', 'ar');
    await page.goto('/goddess');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('exclusive-girl')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'exclusive-ar-375');
    await page.getByTestId('exclusive-later').click();
    await expect(page.getByTestId('exclusive-girl')).toHaveCount(0);
    await writeStored(page, 'currentLanguage', 'en');
  } finally {
    await admin('config', { contactPopupAfterS: 0 });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  expect(errors).toEqual([]);
});
