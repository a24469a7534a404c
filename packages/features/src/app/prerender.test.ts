import { describe, expect, it } from 'vitest';
import { heldClick, PRERENDER_HINT_KEY, prerenderHint, replayEarlyClick, takeHeldClick, writePrerenderHint } from './prerender.ts';

describe('prerenderHint', () => {
  it('keeps the English landing for a signed-out visitor, and says when the cookie notice is answered', () => {
    expect(prerenderHint({ language: 'en', signedIn: false, consentAnswered: false })).toBe('en');
    expect(prerenderHint({ language: 'en', signedIn: false, consentAnswered: true })).toBe('en+c');
  });
  it('is off for a signed-in viewer or another language', () => {
    expect(prerenderHint({ language: 'en', signedIn: true, consentAnswered: true })).toBe('off');
    expect(prerenderHint({ language: 'ar', signedIn: false, consentAnswered: false })).toBe('off');
  });
});

describe('writePrerenderHint', () => {
  it('stores the hint under the key the guard reads, and survives a storage that throws', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    writePrerenderHint('off', storage);
    expect(data.get(PRERENDER_HINT_KEY)).toBe('off');
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writePrerenderHint('en', refusing)).not.toThrow();
  });
});

/** A stand-in for the part of the DOM replayEarlyClick uses: elements with a tag, a text and click(). */
function fakeRoot(elements: { tag: string; text: string }[]) {
  const clicked: string[] = [];
  const els = elements.map((e) => ({ ...e, textContent: e.text, click: () => clicked.push(`${e.tag}:${e.text}`) }));
  return {
    clicked,
    root: { querySelectorAll: (sel: string) => els.filter((e) => e.tag === sel) } as unknown as ParentNode,
  };
}

describe('replayEarlyClick', () => {
  it('clicks the app element with the held tap’s tag and text, once, and ends the holding', () => {
    const { root, clicked } = fakeRoot([{ tag: 'button', text: 'Sign in' }, { tag: 'button', text: 'Start video chat' }, { tag: 'a', text: 'Start video chat' }]);
    const holder: { __vchatEarlyClick?: unknown } = { __vchatEarlyClick: { tag: 'BUTTON', text: 'Start video chat' } };
    expect(replayEarlyClick(root, holder)).not.toBeNull();
    expect(clicked).toEqual(['button:Start video chat']);
    expect(holder.__vchatEarlyClick).toBeNull();
    expect(replayEarlyClick(root, holder)).toBeNull();
    expect(clicked).toHaveLength(1);
  });
  it('drops a tap whose element is gone, and ignores a malformed or foreign value', () => {
    const { root, clicked } = fakeRoot([{ tag: 'button', text: 'Sign in' }]);
    for (const held of [{ tag: 'BUTTON', text: 'Start video chat' }, {}, { tag: 'SCRIPT', text: 'x' }, { tag: 'BUTTON', text: 42 }, 'BUTTON', null]) {
      const holder = { __vchatEarlyClick: held as unknown };
      expect(replayEarlyClick(root, holder)).toBeNull();
      expect(holder.__vchatEarlyClick).toBeNull();
    }
    expect(clicked).toEqual([]);
  });
});

describe('takeHeldClick', () => {
  it('takes the held tap, so it is not replayed, and keeps holding a later one', () => {
    const { root, clicked } = fakeRoot([{ tag: 'button', text: 'Sign in' }, { tag: 'a', text: 'Download' }]);
    const holder: { __vchatEarlyClick?: unknown } = { __vchatEarlyClick: { tag: 'BUTTON', text: 'Sign in' } };
    takeHeldClick(holder);
    expect(heldClick(holder)).toBeNull();
    expect(replayEarlyClick(root, { ...holder })).toBeNull();
    // The guard still holds (a non-null value): a second tap before the app is drawn is kept.
    expect(holder.__vchatEarlyClick).toEqual({});
    holder.__vchatEarlyClick = { tag: 'A', text: 'Download' };
    expect(replayEarlyClick(root, holder)).not.toBeNull();
    expect(clicked).toEqual(['a:Download']);
  });
  it('leaves an ended holding ended', () => {
    const holder: { __vchatEarlyClick?: unknown } = { __vchatEarlyClick: null };
    takeHeldClick(holder);
    expect(holder.__vchatEarlyClick).toBeNull();
  });
});
