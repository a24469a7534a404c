import { describe, expect, it } from 'vitest';
import { hostImageUrl } from '@vchat/domain';
import { hostImageOptions } from './hostImage.ts';

// The shape of apps/<brand>/src/brand.ts hosts (features may not import the apps).
const test = { api: 'https://api.test.fachat.example/api', avatarHosts: ['https://avatar.test.fachat.example'] };
const production = { api: 'https://api.fachat.example/api' };
const development = { api: '/api' };

describe('host images per environment (§5, §9)', () => {
  it('test: the test avatar host becomes the test API host, with https and /img480', () => {
    const o = hostImageOptions('test', test);
    expect(hostImageUrl('http://avatar.test.fachat.example/a/1.jpg', o)).toBe('https://api.test.fachat.example/a/1.jpg/img480');
    expect(hostImageUrl('https://img.test.fachat.example/a/1.jpg', o)).toBe('https://img.test.fachat.example/a/1.jpg/img480');
  });

  it('production: no rewrite, https and /img480', () => {
    const o = hostImageOptions('production', production);
    expect(o.rewrite).toBeUndefined();
    expect(hostImageUrl('http://img.fachat.example/a.jpg', o)).toBe('https://img.fachat.example/a.jpg/img480');
  });

  it('development: loopback http is kept, sandbox paths get /img480, a relative API is never a rewrite target', () => {
    const o = hostImageOptions('development', { ...development, avatarHosts: ['https://avatar.test.fachat.example'] });
    expect(o.rewrite).toBeUndefined();
    expect(hostImageUrl('http://localhost:8787/media/avatars/1.svg', o)).toBe('http://localhost:8787/media/avatars/1.svg/img480');
    expect(hostImageUrl('/media/avatars/1.svg', o)).toBe('/media/avatars/1.svg/img480');
  });
});
