// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createChatConnection, type WireMessage } from '@vchat/xmpp-chat';
import { scriptedFetch, type FetchLog } from './scriptedFetch.ts';
import { scriptedEntityFactory } from './scriptedXmpp.ts';

const post = (f: typeof fetch, path: string, data: unknown) =>
  f(`/api/${path}`, { method: 'POST', body: JSON.stringify({ deviceInfo: {}, data }) }).then((r) => r.json() as Promise<{ result: number; data?: unknown; msg?: string }>);

describe('scriptedFetch', () => {
  it('answers the recorded answer whose request matches, else the first; a function answer sees the request', async () => {
    const log: FetchLog = { asked: [], unanswered: [] };
    const f = scriptedFetch(
      {
        get_anchor_list: [
          { request: { tab: 'hot' }, data: { list: ['hot'] } },
          { request: { tab: 'new' }, data: { list: ['new'] } },
        ],
        echo: (req) => ({ got: req }),
        refuse: () => ({ fail: 'gems insufficient' }),
      },
      '/api',
      log,
      ['/analytics'],
    );
    expect(await post(f, 'get_anchor_list', { tab: 'new', page: 1 })).toEqual({ result: 1, data: { list: ['new'] } });
    expect(await post(f, 'get_anchor_list', { tab: 'other' })).toEqual({ result: 1, data: { list: ['hot'] } });
    expect(await post(f, 'echo', { a: 1 })).toEqual({ result: 1, data: { got: { a: 1 } } });
    expect(await post(f, 'refuse', {})).toEqual({ result: 0, msg: 'gems insufficient' });
    expect((await f('/analytics/batch', { method: 'POST', body: '[]' })).status).toBe(204);
    expect((await post(f, 'missing', {})).result).toBe(0);
    expect(log.unanswered).toEqual(['missing']);
    expect(log.asked).toEqual(['get_anchor_list', 'get_anchor_list', 'echo', 'refuse', 'missing']);
  });
});

describe('scriptedEntityFactory', () => {
  const base = { os: 'web', pkgName: 'com.fachat.web', version: 1, sensitiveInfo: 0, nickName: 'Lina', type: 'text' } as const;
  const msg = (mid: string, from: string, to: string, date: number): WireMessage => ({ ...base, mid, from, to, date, content: mid });

  it('signs the real chat connection in and answers an archive query with the scripted messages of that peer, oldest first', async () => {
    const sent: unknown[] = [];
    const chat = createChatConnection({
      service: 'ws://story',
      domain: 'localhost',
      createEntity: scriptedEntityFactory({ archive: [msg('b', 'lina@localhost', '200001@localhost', 2000), msg('a', '200001@localhost', 'lina@localhost', 1000), msg('c', 'mia@localhost', '200001@localhost', 3000)] }, sent as never),
      log: () => {},
    });
    await chat.login({ jid: '200001@localhost', vcToken: 't' });
    expect(chat.state()).toBe('connected');
    const page = await chat.queryArchive({ with: 'lina@localhost' });
    expect(page.messages.map((m) => m.message.mid)).toEqual(['a', 'b']);
    expect(page.complete).toBe(true);
    const all = await chat.queryArchive({});
    expect(all.messages.map((m) => m.message.mid)).toEqual(['a', 'b', 'c']);
    expect((await chat.queryArchive({ before: all.first! })).messages).toEqual([]);
    await chat.sendMessage(msg('d', '200001@localhost', 'lina@localhost', 4000));
    expect(sent.some((el) => (el as { attrs: { id?: string } }).attrs.id === 'd')).toBe(true);
    await chat.logout();
  });
});
