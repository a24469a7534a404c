import { describe, expect, it } from 'vitest';
import { imPanelVisibleAfter, needsLogin, popupBackground } from './access.ts';

const flags = (club: boolean) => ({ landing: 'plain' as const, loginRequired: { club, task: club, domain: club }, messageSetup: false });

describe('route rules (§2, §6)', () => {
  it('login-required routes', () => {
    for (const r of ['/match', '/goddess', '/message', '/messageSetup'] as const) expect(needsLogin(r, flags(false))).toBe(true);
    for (const r of ['/', '/onlinevideochat', '/login', '/download'] as const) expect(needsLogin(r, flags(true))).toBe(false);
  });
  it('/test and /preview (top-level, outside the shell) need sign-in; /silveranchor never does (§2, §6)', () => {
    for (const f of [flags(true), flags(false)]) {
      expect(needsLogin('/test', f)).toBe(true);
      expect(needsLogin('/preview', f)).toBe(true);
      expect(needsLogin('/silveranchor', f)).toBe(false);
    }
  });
  it('club, task and domain follow the brand flags', () => {
    expect(needsLogin('/domain', flags(true))).toBe(true);
    expect(needsLogin('/domain', flags(false))).toBe(false);
    expect(needsLogin('/club', flags(true))).toBe(true);
    expect(needsLogin('/club', flags(false))).toBe(false);
    expect(needsLogin('/task', flags(false))).toBe(false);
  });
  it('a popup takes the last main page as background, else the goddess wall', () => {
    expect(popupBackground(null)).toBe('/goddess');
    expect(popupBackground('/message')).toBe('/message');
  });
  it('the extra-small-screen IM panel rule', () => {
    expect(imPanelVisibleAfter('/message', false)).toBe(true);
    expect(imPanelVisibleAfter('/goddess', true)).toBe(false);
    expect(imPanelVisibleAfter('/video/100001', true)).toBe(true);
    expect(imPanelVisibleAfter('/friendreq', true)).toBe(true);
    expect(imPanelVisibleAfter('/paymenthistory', false)).toBe(false);
  });
});
