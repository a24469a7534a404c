import { describe, expect, it } from 'vitest';
import { landingActionOfText, landingRoute } from './landingTap.ts';

const EN: Record<string, string> = { 'landing.cta': 'Start video chat', 'landing.signIn': 'Sign in' };
const t = (key: string) => EN[key] ?? key;

describe('landingActionOfText', () => {
  it('knows the landing’s two buttons by their text, spaces around it ignored', () => {
    expect(landingActionOfText('Start video chat', t)).toBe('start');
    expect(landingActionOfText(' Sign in\n', t)).toBe('signIn');
  });
  it('is null for any other text: a footer link, an empty or changed button', () => {
    for (const text of ['Terms of use', '', '   ', 'Start video', 'landing.cta']) expect(landingActionOfText(text, t)).toBeNull();
  });
});

describe('landingRoute', () => {
  it('opens sign-in for a visitor and Match for a signed-in viewer; Sign in always opens sign-in', () => {
    expect(landingRoute('start', false)).toBe('/login');
    expect(landingRoute('start', true)).toBe('/match');
    expect(landingRoute('signIn', false)).toBe('/login');
    expect(landingRoute('signIn', true)).toBe('/login');
  });
});
