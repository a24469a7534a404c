import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorItem } from '@vchat/domain';
import { hostStatusAt } from './hosts.ts';
import { buildSeedAnchors } from './seedData.ts';
import { call, signIn, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
let viewer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  sb = await startTestSandbox();
  viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
});

afterAll(() => stopTestSandbox(sb));

async function allPages(path: string, data: Record<string, unknown>): Promise<AnchorItem[]> {
  const out: AnchorItem[] = [];
  for (let page = 1; page < 50; page++) {
    const r = await call(sb.apiUrl, path, viewer, { ...data, page });
    expect(r.json.result).toBe(1);
    expect(r.json.data.page).toBe(page);
    out.push(...r.json.data.list);
    if (!r.json.data.hasMore) break;
  }
  return out;
}

describe('seed data', () => {
  const anchors = buildSeedAnchors(Date.UTC(2025, 0, 15));

  it('has at least 60 hosts with ~10+ per main language and valid fields', () => {
    expect(anchors.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'ar', 'hi', 'tr', 'fr', 'es']) {
      expect(anchors.filter((a) => a.language === lang).length).toBeGreaterThanOrEqual(10);
    }
    for (const a of anchors) {
      expect(a.price).toBeGreaterThanOrEqual(60);
      expect(a.price).toBeLessThanOrEqual(200);
      const age = 2025 - Number(a.birthday.slice(0, 4)) - (a.birthday.slice(5) > '01-15' ? 1 : 0);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(32);
    }
    expect(anchors.filter((a) => a.language === 'ar' && /[\u0600-\u06ff]/.test(a.nickname)).length).toBeGreaterThanOrEqual(5);
    expect(anchors.some((a) => a.language === 'hi' && /[\u0900-\u097f]/.test(a.nickname))).toBe(true);
    expect(new Set(anchors.map((a) => a.uid)).size).toBe(anchors.length);
  });

  it('keeps several hosts of every language online at any UTC time', () => {
    for (let m = 0; m < 1440; m += 5) {
      const now = Date.UTC(2025, 0, 15) + m * 60000;
      for (const lang of ['en', 'ar', 'hi', 'tr', 'fr', 'es']) {
        const online = anchors.filter((a) => a.language === lang && hostStatusAt(now, a.tzOffset) === 'online').length;
        expect(online, `${lang} at minute ${m}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('anchor lists', () => {
  it('pages the hot list by popularity without overlap or duplicates', async () => {
    const all = await allPages('anchorlist_services/anchor_list_hot', { pageSize: 7 });
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((a) => a.jid)).size).toBe(all.length);
    const again = await allPages('anchorlist_services/anchor_list_hot', { pageSize: 7 });
    expect(again.map((a) => a.jid)).toEqual(all.map((a) => a.jid));
    const big = await allPages('anchorlist_services/anchor_list_hot', { pageSize: 50 });
    expect(big.map((a) => a.jid)).toEqual(all.map((a) => a.jid));
    for (const a of all) {
      expect(a).toMatchObject({ jid: expect.stringMatching(/^anchor_\d+@anchors\.localhost$/), privateChatPrice: expect.any(Number) });
      expect(['online', 'busy', 'offline']).toContain(a.status);
    }
  });

  it('filters by language: ar only returns ar hosts', async () => {
    const ar = await allPages('anchorlist_services/anchor_list_hot', { language: 'ar', pageSize: 5 });
    expect(ar.length).toBeGreaterThanOrEqual(10);
    expect(ar.every((a) => a.language === 'ar')).toBe(true);
    const arNew = await allPages('anchorlist_services/anchor_list_new', { language: 'ar', pageSize: 5 });
    expect(new Set(arNew.map((a) => a.jid))).toEqual(new Set(ar.map((a) => a.jid)));
  });

  it('orders the new list differently and pages it without overlap', async () => {
    const p1 = await call(sb.apiUrl, 'anchorlist_services/anchor_list_new', viewer, { page: 1, pageSize: 20 });
    const p2 = await call(sb.apiUrl, 'anchorlist_services/anchor_list_new', viewer, { page: 2, pageSize: 20 });
    const ids1 = p1.json.data.list.map((a: AnchorItem) => a.jid);
    const ids2 = p2.json.data.list.map((a: AnchorItem) => a.jid);
    expect(ids1).toHaveLength(20);
    expect(ids1.filter((j: string) => ids2.includes(j))).toEqual([]);
    expect(p1.json.data.hasMore).toBe(true);
    const hot1 = await call(sb.apiUrl, 'anchorlist_services/anchor_list_hot', viewer, {});
    expect(hot1.json.data.list.map((a: AnchorItem) => a.jid)).not.toEqual(ids1);
    const past = await call(sb.apiUrl, 'anchorlist_services/anchor_list_new', viewer, { page: 99 });
    expect(past.json.data).toEqual({ list: [], page: 99, hasMore: false });
  });

  it('recommends online and busy hosts first in the swipe list', async () => {
    const r = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 20 });
    const list: AnchorItem[] = r.json.data.list;
    expect(list).toHaveLength(20);
    const rank = { online: 0, busy: 1, offline: 2 };
    for (let i = 1; i < list.length; i++) expect(rank[list[i]!.status]).toBeGreaterThanOrEqual(rank[list[i - 1]!.status]);
    expect(list[0]!.status).toBe('online');
    const d = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, {});
    expect(d.json.data.list).toHaveLength(10);
    const bad = await call(sb.apiUrl, 'anchorlist_services/swipe_anchor_list', viewer, { count: 21 });
    expect(bad.json.result).toBe(-1);
  });
});
