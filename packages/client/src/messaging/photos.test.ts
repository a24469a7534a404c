import { describe, expect, it } from 'vitest';
import type { Message } from '@vchat/domain';
import { threadPhotos } from './photos.ts';

let n = 0;
const m = (over: Partial<Message>): Message => ({
  id: ++n, mid: `m${n}`, tid: 't', date: n, from: 'a@b', to: 'c@d', nickName: '', os: '', pkgName: '', read: true, sensitiveInfo: 0,
  state: 'success', type: 'image', version: 1, content: '', ...over,
});
const photo = (url: string, over: Record<string, unknown> = {}) => ({ url, thumbUrl: `${url}?thumb`, payNeed: false, payPrice: 0, ...over });
const allow = (u: string | undefined) => (u && u.startsWith('/media/') ? u : null);

describe('threadPhotos', () => {
  it('lists the viewable photos oldest first, full URL first', () => {
    const list = [
      m({ attachment: photo('/media/photos/1.svg') }),
      m({ type: 'text', content: 'hi' }),
      m({ type: 'short_video', attachment: photo('/media/v.mp4') }),
      m({ attachment: photo('/media/photos/2.svg') }),
    ];
    expect(threadPhotos(list, allow)).toEqual([{ mid: list[0]!.mid, src: '/media/photos/1.svg' }, { mid: list[3]!.mid, src: '/media/photos/2.svg' }]);
  });

  it('leaves out locked, unrevealed sensitive and refused photos; uses local previews', () => {
    const locked = m({ attachment: photo('/media/locked/x', { payNeed: true, payPrice: 40 }) });
    const sensitive = m({ attachment: photo('/media/photos/3.svg'), sensitiveInfo: 2 });
    const foreign = m({ attachment: photo('https://evil.example/p.png') });
    const mine = m({ attachment: undefined });
    expect(threadPhotos([locked, sensitive, foreign, mine], allow, { [mine.mid]: 'blob:x' })).toEqual([{ mid: mine.mid, src: 'blob:x' }]);
    expect(threadPhotos([sensitive], allow, {}, { [sensitive.mid]: true })).toHaveLength(1);
  });
});
