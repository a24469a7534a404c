/**
 * Match (MATCH.md; issue "Phone first" 11): suggestions without repeats until the pool is
 * used up (swipe_anchor_list `exclude`), and the matches a viewer acted on, newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorItem } from '@vchat/domain';
import { call, signIn, startTestSandbox, stopTestSandbox, type TestSandbox } from './testkit.ts';

let sb: TestSandbox;
let viewer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  sb = await startTestSandbox();
  viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
  other = await signIn(sb.apiUrl, '200002', 'viewer-two');
});
afterAll(() => stopTestSandbox(sb));

describe('swipe_anchor_list exclude', () => {
  it('refills without repeats until every host was seen, then answers an empty list', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 20, exclude: seen });
      expect(r.json.result).toBe(1);
      const jids = (r.json.data.list as AnchorItem[]).map((a) => a.jid);
      if (jids.length === 0) break;
      for (const j of jids) expect(seen).not.toContain(j);
      seen.push(...jids);
    }
    expect(seen).toHaveLength(78);
    expect(new Set(seen).size).toBe(78);
  });

  it('still ranks online hosts first among the rest, and refuses an overlong exclude', async () => {
    const first = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 5 });
    const rest = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 20, exclude: first.json.data.list.map((a: AnchorItem) => a.jid.toUpperCase()) });
    const jids = rest.json.data.list.map((a: AnchorItem) => a.jid);
    for (const a of first.json.data.list as AnchorItem[]) expect(jids).not.toContain(a.jid);
    expect(rest.json.data.list[0].status).toBe('online');
    const bad = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { exclude: Array.from({ length: 201 }, (_, i) => `a${i}@x`) });
    expect(bad.json).toMatchObject({ result: -1, msg: 'invalid data.exclude: must hold at most 200 jids' });
  });
});

describe('match_service', () => {
  it('records matches and lists them newest first with the host card', async () => {
    const hosts = (await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 3 })).json.data.list as AnchorItem[];
    const types = ['say_hi', 'video_call', 'quick_video'];
    for (const [i, h] of hosts.entries()) {
      const r = await call(sb.apiUrl, 'match_service/add_match', viewer, { mid: `m-${i}`, targetJid: h.jid, matchType: types[i] });
      expect(r.json.data).toMatchObject({ mid: `m-${i}`, matchType: types[i], anchor: { jid: h.jid, nickName: h.nickName } });
      await new Promise((res) => setTimeout(res, 5));
    }
    const list = await call(sb.apiUrl, 'match_service/match_list', viewer, { pageSize: 2 });
    expect(list.json.data.list.map((m: { mid: string }) => m.mid)).toEqual(['m-2', 'm-1']);
    expect(list.json.data.hasMore).toBe(true);
    expect(list.json.data.list[0].anchor).toMatchObject({ jid: hosts[2]!.jid, status: expect.stringMatching(/online|busy|offline/) });
    const page2 = await call(sb.apiUrl, 'match_service/match_list', viewer, { page: 2, pageSize: 2 });
    expect(page2.json.data).toMatchObject({ page: 2, hasMore: false });
    expect(page2.json.data.list.map((m: { mid: string }) => m.mid)).toEqual(['m-0']);
    // Another viewer sees none of them.
    expect((await call(sb.apiUrl, 'match_service/match_list', other)).json.data.list).toEqual([]);
  });

  it('the same mid again is the same match; another viewer cannot reuse it', async () => {
    const h = (await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 1 })).json.data.list[0] as AnchorItem;
    const a = await call(sb.apiUrl, 'match_service/add_match', viewer, { mid: 'again-1', targetJid: h.jid, matchType: 'say_hi' });
    const b = await call(sb.apiUrl, 'match_service/add_match', viewer, { mid: 'again-1', targetJid: h.jid, matchType: 'say_hi' });
    expect(b.json.data.createdAt).toBe(a.json.data.createdAt);
    const c = await call(sb.apiUrl, 'match_service/add_match', other, { mid: 'again-1', targetJid: h.jid, matchType: 'say_hi' });
    expect(c.json).toMatchObject({ result: 0, msg: 'match id already used' });
  });

  it('refuses unknown hosts, other viewers and bad types', async () => {
    expect((await call(sb.apiUrl, 'match_service/add_match', viewer, { mid: 'x1', targetJid: 'user_200002@localhost', matchType: 'say_hi' })).json)
      .toMatchObject({ result: 0, msg: 'host not found' });
    expect((await call(sb.apiUrl, 'match_service/add_match', viewer, { mid: 'x2', targetJid: 'anchor_100001@anchors.localhost', matchType: 'wink' })).json.result).toBe(-1);
    expect((await call(sb.apiUrl, 'match_service/match_list', { ...viewer, vcToken: 'nope' })).json.result).toBe(-2);
  });
});
