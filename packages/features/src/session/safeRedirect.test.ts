import { describe, expect, it } from 'vitest';
import { safeRedirect } from './LoginPopup.tsx';

describe('safeRedirect (spec §2: sign-in lands on Match)', () => {
  it('follows a path of this app', () => {
    expect(safeRedirect('/goddess')).toBe('/goddess');
    expect(safeRedirect('/message?tid=abc')).toBe('/message?tid=abc');
  });

  it('goes straight to Match without a target, or for another origin, the sign-in sheet itself or a non-path', () => {
    for (const bad of [undefined, '', '//evil.example/x', 'https://evil.example', '/login', '/login?redirect=/x', 42]) expect(safeRedirect(bad)).toBe('/match');
  });
});
