import { describe, expect, it } from 'vitest';
import { safeMediaUrl } from './media.ts';

describe('safeMediaUrl', () => {
  const origins = ['https://img.fachat.example'];
  it('keeps same-origin media paths and upgrades the image host to https', () => {
    expect(safeMediaUrl('/media/uploads/a.png', origins, false)).toBe('/media/uploads/a.png');
    expect(safeMediaUrl('http://img.fachat.example/a.png', origins, false)).toBe('https://img.fachat.example/a.png');
  });
  it('refuses other hosts and schemes', () => {
    expect(safeMediaUrl('https://tracker.example/pixel.gif', origins, false)).toBeNull();
    expect(safeMediaUrl('javascript:alert(1)', origins, false)).toBeNull();
    expect(safeMediaUrl('data:image/svg+xml,<svg onload=alert(1)>', origins, false)).toBeNull();
    expect(safeMediaUrl(undefined, origins, false)).toBeNull();
  });
  it('allows loopback media only in development, without upgrading it', () => {
    expect(safeMediaUrl('http://127.0.0.1:8787/media/a.png', origins, true)).toBe('http://127.0.0.1:8787/media/a.png');
    expect(safeMediaUrl('http://127.0.0.1:8787/media/a.png', origins, false)).toBeNull();
  });
});
