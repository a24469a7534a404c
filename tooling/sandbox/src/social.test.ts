/**
 * friends_service (issue 10; tooling/sandbox/SOCIAL.md): friend requests answered by the host's
 * daily state (awake: accepted with add_friend_msg over XMPP; asleep: pending until she wakes),
 * a host's own request (friends_request) accepted by the viewer, the friend list, likes and
 * liked-me, favourites, recommendations. Real database, real Prosody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminGet, call, connectXmpp, post, rawExtras, signIn, startTestSandbox, type TestSandbox, type XmppTestClient, stopTestSandbox } from './testkit.ts';
import { instantForLocalTime } from './hosts.ts';

let sb: TestSandbox;
let viewer: { uid: string; jid: string; role: number; vcToken: string };
let chat: XmppTestClient;
let hosts: Array<{ jid: string; tzOffsetMinutes: number }>;

beforeAll(async () => {
  sb = await startTestSandbox({ replyDelayMs: 200 });
  viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
  chat = await connectXmpp(sb, viewer.jid.split('@')[0]!, viewer.vcToken);
  hosts = ((await adminGet(sb, 'anchors')) as { list: Array<{ jid: string; tzOffsetMinutes: number }> }).list;
});

afterAll(async () => {
  await chat?.stop();
  await stopTestSandbox(sb);
});

const api = (path: string, data: unknown = {}) => call(sb.apiUrl, path, viewer, data);
/** Sets the sandbox clock so that `host` is at local time hh:mm. */
async function hostAt(host: { tzOffsetMinutes: number }, hh: number, mm = 0) {
  const iso = new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, mm)).toISOString();
  expect((await admin(sb, 'clock', { now: iso })).ok).toBe(true);
}
/** The next chat message of `type` (wire number) from `from`. */
const friendMessage = (from: string, type: number) =>
  chat.next((s) => s.is('message') && (s.attrs.from ?? '').startsWith(from) && rawExtras(s)?.type === type, 5000);

describe('friend requests', () => {
  it('an awake host accepts after her reply delay and says so with add_friend_msg (401)', async () => {
    const host = hosts[0]!;
    await hostAt(host, 10); // outdoor
    const r = await api('friends_service/change_relation', { jid: host.jid, action: 'request' });
    expect(r.json.data).toMatchObject({ jid: host.jid, friend: 'requested' });
    await friendMessage(host.jid, 401);
    expect((await api('friends_service/friends_relative', { jid: host.jid })).json.data.friend).toBe('friends');
    const list = (await api('friends_service/friend_list', {})).json.data;
    expect(list.list.map((h: { jid: string }) => h.jid)).toContain(host.jid);
    expect(list.list[0]).toMatchObject({ friend: 'friends', nickName: expect.any(String), privateChatPrice: expect.any(Number) });
  });

  it('a sleeping host leaves the request pending; once she is awake the next read settles it', async () => {
    const host = hosts[1]!;
    await hostAt(host, 3); // sleeping
    await api('friends_service/change_relation', { jid: host.jid, action: 'request' });
    await new Promise((r) => setTimeout(r, 600));
    expect((await api('friends_service/friends_relative', { jid: host.jid })).json.data.friend).toBe('requested');
    await hostAt(host, 10);
    expect((await api('friends_service/friends_relative', { jid: host.jid })).json.data.friend).toBe('friends');
    await friendMessage(host.jid, 401);
  });

  it("a host's own request (auto_add_friend, friends_request 7) waits for the viewer, who accepts or declines", async () => {
    const [a, b] = [hosts[2]!, hosts[3]!];
    await hostAt(a, 10);
    expect((await api('friends_service/auto_add_friend', { jid: a.jid })).json.data.friend).toBe('incoming');
    await friendMessage(a.jid, 7);
    const incoming = (await api('friends_service/friend_list', { type: 'incoming' })).json.data.list.map((h: { jid: string }) => h.jid);
    expect(incoming).toContain(a.jid);
    expect((await api('friends_service/change_relation', { jid: a.jid, action: 'accept' })).json.data.friend).toBe('friends');
    await hostAt(b, 10);
    await api('friends_service/auto_add_friend', { jid: b.jid });
    expect((await api('friends_service/change_relation', { jid: b.jid, action: 'decline' })).json.data.friend).toBe('none');
    expect((await api('friends_service/change_relation', { jid: b.jid, action: 'accept' })).json.result).toBe(0); // nothing to accept
  });

  it('removing a friend ends it; unknown hosts and viewers are refused', async () => {
    const host = hosts[0]!;
    expect((await api('friends_service/change_relation', { jid: host.jid, action: 'remove' })).json.data.friend).toBe('none');
    expect((await api('friends_service/change_relation', { jid: 'nobody@anchors.localhost', action: 'request' })).json.result).toBe(0);
    expect((await api('friends_service/change_relation', { jid: 'user_200001@localhost', action: 'request' })).json.result).toBe(0);
    expect((await api('friends_service/change_relation', { jid: host.jid, action: 'marry' })).json.result).not.toBe(1);
  });
});

describe('likes and favourites', () => {
  it('likes, the liked list, and a liked-me list that stays the same', async () => {
    const host = hosts[4]!;
    expect((await api('friends_service/change_relation', { jid: host.jid, action: 'like' })).json.data.liked).toBe(true);
    const liked = (await api('friends_service/like_list', { type: 'liked' })).json.data.list;
    expect(liked.map((h: { jid: string }) => h.jid)).toEqual([host.jid]);
    const me1 = (await api('friends_service/like_list', { type: 'likedMe' })).json.data.list;
    expect(me1.length).toBeGreaterThan(0);
    const me2 = (await api('friends_service/like_list', { type: 'likedMe' })).json.data.list;
    expect(me2.map((h: { jid: string }) => h.jid)).toEqual(me1.map((h: { jid: string }) => h.jid));
    expect((await api('friends_service/change_relation', { jid: host.jid, action: 'unlike' })).json.data.liked).toBe(false);
    expect((await api('friends_service/like_list', { type: 'liked' })).json.data.list).toEqual([]);
  });

  it('favourite and unfavourite; the list; the switch turns it off', async () => {
    const host = hosts[5]!;
    expect((await api('friends_service/enable_user_favorite')).json.data.enabled).toBe(true);
    expect((await api('friends_service/change_user_favorite', { jid: host.jid, favorite: true })).json.data.isFavorite).toBe(true);
    expect((await api('friends_service/query_user_favorite', { jid: host.jid })).json.data.isFavorite).toBe(true);
    expect((await api('friends_service/query_user_favorite_list')).json.data.list.map((h: { jid: string }) => h.jid)).toEqual([host.jid]);
    expect((await api('friends_service/change_user_favorite', { jid: host.jid, favorite: false })).json.data.isFavorite).toBe(false);
    expect((await api('friends_service/query_user_favorite_list')).json.data.list).toEqual([]);
    await admin(sb, 'config', { enableFavorite: false });
    expect((await api('friends_service/enable_user_favorite')).json.data.enabled).toBe(false);
    expect((await api('friends_service/change_user_favorite', { jid: host.jid, favorite: true })).json.result).toBe(0);
    await admin(sb, 'config', { enableFavorite: true });
  });

  it('recommends awake hosts who are not friends yet', async () => {
    const list = (await api('anchorlist_services/recommend_friend_list', { count: 5 })).json.data.list as Array<{ jid: string; status: string }>;
    expect(list.length).toBeLessThanOrEqual(5);
    for (const h of list) expect(h.status).not.toBe('offline');
  });
});

describe('host suggestion (contact_popup_info) and online notices (anchor_online_notice)', () => {
  it('suggests one online host the viewer never messaged, once a day, never the same host twice', async () => {
    await admin(sb, 'config', { contactPopupAfterS: 3 });
    try {
      // Noon UTC on the next three days of the sandbox clock.
      const noon = (d: number) => new Date((Math.floor(Date.now() / 86_400_000) + d) * 86_400_000 + 12 * 3_600_000).toISOString();
      await admin(sb, 'clock', { now: noon(1) });
      const r = await api('anchorlist_services/contact_popup_info');
      expect(r.json.result, sb.logs.filter((l) => l.includes('internal error')).join('\n')).toBe(1);
      const first = r.json.data.popup;
      expect(first).toMatchObject({ afterS: 3, anchor: { status: 'online', nickName: expect.any(String) } });
      expect(first.photos.length).toBeGreaterThan(0);
      const friends = (await api('friends_service/friend_list', {})).json.data.list.map((h: { jid: string }) => h.jid);
      expect(friends).not.toContain(first.anchor.jid);
      // The same day: nothing more, even when asked again.
      expect((await api('anchorlist_services/contact_popup_info')).json.data.popup).toBeNull();
      await admin(sb, 'clock', { now: noon(2) });
      const second = (await api('anchorlist_services/contact_popup_info')).json.data.popup;
      if (second) expect(second.anchor.jid).not.toBe(first.anchor.jid);
      await admin(sb, 'config', { contactPopupAfterS: 0 });
      await admin(sb, 'clock', { now: noon(3) });
      expect((await api('anchorlist_services/contact_popup_info')).json.data.popup).toBeNull();
      expect((await post(sb.apiUrl, '/__sandbox/config', { contactPopupAfterS: -1 })).status).toBe(400);
    } finally {
      await admin(sb, 'config', { contactPopupAfterS: 20 });
      await admin(sb, 'clock', { now: null });
    }
  });

  it('tells the viewer once when a favourite host comes online; the first ask only records', async () => {
    const host = hosts[6]!;
    await api('friends_service/change_user_favorite', { jid: host.jid, favorite: true });
    try {
      await hostAt(host, 3); // sleeping: offline
      const jids = async () => (await api('common_service/anchor_online_notice')).json.data.list.map((h: { jid: string }) => h.jid);
      expect(await jids()).not.toContain(host.jid);
      expect(await jids()).not.toContain(host.jid);
      await hostAt(host, 10); // outdoor: online
      const [a, b] = await Promise.all([jids(), jids()]);
      expect([...a, ...b].filter((j) => j === host.jid)).toHaveLength(1); // two asks at once: one notice
      expect(await jids()).not.toContain(host.jid);
      // Not a friend nor a favourite any more: not watched.
      await api('friends_service/change_user_favorite', { jid: host.jid, favorite: false });
      await hostAt(host, 3);
      await jids();
      await hostAt(host, 10);
      expect(await jids()).not.toContain(host.jid);
    } finally {
      await admin(sb, 'clock', { now: null });
    }
  });
});
