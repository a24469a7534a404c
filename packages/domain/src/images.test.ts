import { describe, expect, it } from 'vitest';
import { hostImageUrl, IMAGE_SIZE_SUFFIX } from './index.ts';

const rewrite = { from: ['https://avatar.test.fachat.example', 'http://avatar2.test.fachat.example'], to: 'https://api.test.fachat.example/api' };

describe('hostImageUrl: avatars and host images (§5, §9)', () => {
  it('adds the /img480 suffix to the path, before a query or fragment, once', () => {
    expect(IMAGE_SIZE_SUFFIX).toBe('/img480');
    expect(hostImageUrl('https://img.fachat.example/a/b.jpg')).toBe('https://img.fachat.example/a/b.jpg/img480');
    expect(hostImageUrl('https://img.fachat.example/a.jpg?v=2#x')).toBe('https://img.fachat.example/a.jpg/img480?v=2#x');
    expect(hostImageUrl('https://img.fachat.example/a.jpg/img480')).toBe('https://img.fachat.example/a.jpg/img480');
    expect(hostImageUrl('/media/avatars/u1.svg')).toBe('/media/avatars/u1.svg/img480');
    expect(hostImageUrl('https://img.fachat.example/a.jpg', { sized: false })).toBe('https://img.fachat.example/a.jpg');
  });

  it('upgrades http to https, keeping loopback http only in development', () => {
    expect(hostImageUrl('http://img.fachat.example/a.jpg')).toBe('https://img.fachat.example/a.jpg/img480');
    expect(hostImageUrl('HTTP://img.fachat.example/a.jpg')).toBe('https://img.fachat.example/a.jpg/img480');
    expect(hostImageUrl('http://localhost:8787/media/a.svg', { development: true })).toBe('http://localhost:8787/media/a.svg/img480');
    expect(hostImageUrl('http://localhost:8787/media/a.svg')).toBe('https://localhost:8787/media/a.svg/img480');
  });

  it('rewrites the test server avatar hosts to the test API host, keeping path and query', () => {
    expect(hostImageUrl('https://avatar.test.fachat.example/u/1.jpg?s=1', { rewrite })).toBe('https://api.test.fachat.example/u/1.jpg/img480?s=1');
    // http is upgraded first, so an http avatar on the test host is rewritten too
    expect(hostImageUrl('http://avatar.test.fachat.example/u/1.jpg', { rewrite })).toBe('https://api.test.fachat.example/u/1.jpg/img480');
    expect(hostImageUrl('https://AVATAR.test.fachat.example:443/u/1.jpg', { rewrite })).toBe('https://api.test.fachat.example/u/1.jpg/img480');
    // other hosts are left alone; without the option nothing is rewritten
    expect(hostImageUrl('https://img.test.fachat.example/u/1.jpg', { rewrite })).toBe('https://img.test.fachat.example/u/1.jpg/img480');
    expect(hostImageUrl('https://avatar.test.fachat.example/u/1.jpg')).toBe('https://avatar.test.fachat.example/u/1.jpg/img480');
  });

  it('gives null for nothing or a URL that may not be loaded; local previews pass unchanged', () => {
    for (const bad of [undefined, null, '', '   ', 'javascript:alert(1)', 'ftp://x/a.jpg', '//evil.example/a.jpg', 'data:text/html,x']) {
      expect(hostImageUrl(bad)).toBeNull();
    }
    expect(hostImageUrl('blob:https://app.example/1234')).toBe('blob:https://app.example/1234');
    expect(hostImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
