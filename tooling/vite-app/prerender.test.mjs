// The prerendered landing (issue 21): how the markup is written into index.html, and what the
// inline guard keeps or drops before the first paint, run against a stand-in page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { entryLoader, prerenderGuard, PRERENDER_GUARD, withPrerender } from './prerender.mjs';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withPrerender', () => {
  const out = withPrerender(INDEX, '<main data-testid="landing"><h1>Meet $& people</h1></main>', '_71mfa60');
  it('puts the markup (taken literally) in #root, the theme class on <html> and the guard after #root', () => {
    expect(out).toContain('<div id="root"><main data-testid="landing"><h1>Meet $& people</h1></main></div>');
    expect(out).toContain('<html lang="en" dir="ltr" class="_71mfa60">');
    expect(out.indexOf(PRERENDER_GUARD)).toBeGreaterThan(out.indexOf('<div id="root">'));
  });
  it('preloads the entry script at low priority and imports it after the first paint, once', () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-abc.js">');
    expect(out.match(/import\("\/assets\/index-abc\.js"\)/g)).toHaveLength(1);
    expect(out.indexOf('import("/assets/index-abc.js")')).toBeGreaterThan(out.indexOf(PRERENDER_GUARD));
  });
  it('refuses a page with no empty #root or no entry script', () => {
    expect(() => withPrerender(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), '<h1>x</h1>')).toThrow(/no empty/);
    expect(() => withPrerender(INDEX.replace(/<script[^>]*><\/script>/, ''), '<h1>x</h1>')).toThrow(/no entry/);
  });
});

describe('the entry loader', () => {
  /** Runs the loader on a stand-in page; `frames` runs the animation-frame and timer callbacks. */
  function runLoader({ serviceWorker = true, landingKept = true, hidden = false } = {}) {
    const imported = [];
    const root = { firstElementChild: landingKept ? {} : null };
    const callbacks = [];
    const messages = [];
    const window = {};
    const context = {
      window,
      navigator: serviceWorker ? { serviceWorker: { addEventListener: (type, fn) => type === 'message' && messages.push(fn) } } : {},
      requestAnimationFrame: (fn) => callbacks.push(fn),
      setTimeout: (fn) => callbacks.push(fn),
      __import: (src) => imported.push(src),
      document: { getElementById: (id) => (id === 'root' ? root : null), visibilityState: hidden ? 'hidden' : 'visible' },
    };
    runInNewContext(entryLoader('"/assets/index-abc.js"').replace('import(', '__import('), context);
    return { imported, window, post: (data) => messages.forEach((fn) => fn({ data })), frames: () => { while (callbacks.length) callbacks.shift()(); } };
  }
  it('imports the entry once, after the first frame or the 1 s fallback', () => {
    const page = runLoader();
    expect(page.imported).toEqual([]);
    page.frames();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });
  it('keeps the service worker’s messages, in order, until the app takes them; then keeps no more', () => {
    const page = runLoader();
    page.post({ type: 'vchat:push', payload: { title: 'a' } });
    page.post({ type: 'vchat:push', payload: { title: 'b' } });
    expect(page.window.__vchatEarlyWorkerMessages).toEqual([{ type: 'vchat:push', payload: { title: 'a' } }, { type: 'vchat:push', payload: { title: 'b' } }]);
    const kept = page.window.__vchatEarlyWorkerMessages;
    page.window.__vchatEarlyWorkerMessages = null; // the app took them
    page.post({ type: 'vchat:push', payload: { title: 'c' } });
    expect(kept).toHaveLength(2);
    expect(page.window.__vchatEarlyWorkerMessages).toBeNull();
  });
  it('imports the entry at once when nothing is painted first: the guard emptied #root, or the tab is hidden', () => {
    for (const page of [runLoader({ landingKept: false }), runLoader({ hidden: true })]) {
      expect(page.imported).toEqual(['/assets/index-abc.js']);
      page.frames();
      expect(page.imported).toEqual(['/assets/index-abc.js']);
    }
  });
  it('still loads the app in a browser without service workers', () => {
    const page = runLoader({ serviceWorker: false });
    page.frames();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });
});

/** Runs the guard on a stand-in page; returns what stayed in #root and the click handler it installed. */
function runGuard({ path = '/', hint = null, languages = ['en-US'], storageThrows = false, guard = PRERENDER_GUARD } = {}) {
  const removed = [];
  const consent = { remove: () => removed.push('consent') };
  const root = {
    innerHTML: '<main>landing</main>',
    querySelector: (sel) => (sel === '[data-testid="cookie-consent"]' ? consent : null),
    contains: (el) => el.inRoot === true,
  };
  const listeners = [];
  const window = {};
  const head = [];
  const context = {
    window,
    location: { pathname: path },
    navigator: { languages, language: languages[0] },
    localStorage: { getItem: (k) => { if (storageThrows) throw new Error('SecurityError'); return k === 'vchat.prerender' ? hint : null; } },
    document: {
      getElementById: (id) => (id === 'root' ? root : null),
      addEventListener: (type, fn, capture) => listeners.push({ type, fn, capture }),
      createElement: (tag) => ({ tag }),
      head: { appendChild: (el) => head.push({ tag: el.tag, rel: el.rel, href: el.href, crossOrigin: el.crossOrigin }) },
    },
  };
  runInNewContext(guard, context);
  const tap = (target) => {
    const e = { target, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopPropagation() { this.stopped = true; } };
    listeners[0].fn(e);
    return e;
  };
  return { root, removed, window, listeners, head, tap };
}

/** A tap target inside the markup: `tagName` BUTTON or A. */
const inMarkup = (tagName, textContent) => {
  const el = { tagName, textContent, inRoot: true };
  return { closest: (sel) => (sel === 'button,a' ? el : null) };
};

describe('the inline guard', () => {
  it('keeps the landing for a new English visitor on / and /onlinevideochat', () => {
    expect(runGuard().root.innerHTML).not.toBe('');
    expect(runGuard({ path: '/onlinevideochat' }).root.innerHTML).not.toBe('');
    expect(runGuard({ storageThrows: true }).root.innerHTML).not.toBe('');
  });
  it('empties #root on any other path, for another browser language, or when the app says off', () => {
    expect(runGuard({ path: '/goddess' }).root.innerHTML).toBe('');
    expect(runGuard({ languages: ['ar-EG', 'en'] }).root.innerHTML).toBe('');
    expect(runGuard({ languages: ['eng'] }).root.innerHTML).toBe('');
    expect(runGuard({ hint: 'off' }).root.innerHTML).toBe('');
    expect(runGuard({ hint: 'off', languages: ['en'] }).listeners).toEqual([]);
  });
  it('follows the app’s hint over the browser language, and takes out an answered cookie notice', () => {
    expect(runGuard({ hint: 'en', languages: ['fr'] }).root.innerHTML).not.toBe('');
    const answered = runGuard({ hint: 'en+c' });
    expect(answered.root.innerHTML).not.toBe('');
    expect(answered.removed).toEqual(['consent']);
    expect(runGuard({ hint: 'en' }).removed).toEqual([]);
  });
  it('a held button tap fetches the sign-in sheet’s files at once, once; a link tap fetches nothing', () => {
    const guard = prerenderGuard(['/assets/LoginPopup-a1.js', '/assets/TextField-b2.js', '/assets/LoginPopup-c3.css', 'javascript:alert(1)', '/assets/x.js"];alert(1);//']);
    const page = runGuard({ guard });
    expect(page.head).toEqual([]);
    page.tap(inMarkup('BUTTON', 'Start video chat'));
    expect(page.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/LoginPopup-a1.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/TextField-b2.js', crossOrigin: '' },
      { tag: 'link', rel: 'stylesheet', href: '/assets/LoginPopup-c3.css', crossOrigin: undefined },
    ]);
    page.tap(inMarkup('BUTTON', 'Sign in'));
    expect(page.head).toHaveLength(3);
    const linkFirst = runGuard({ guard });
    linkFirst.tap(inMarkup('A', 'Download'));
    expect(linkFirst.head).toEqual([]);
    expect(linkFirst.window.__vchatEarlyClick).toEqual({ tag: 'A', text: 'Download' });
  });
  it('holds the first tap on a button or link of the markup until the app takes over', () => {
    const { window, listeners } = runGuard();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]).toMatchObject({ type: 'click', capture: true });
    const tap = (target) => {
      const e = { target, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopPropagation() { this.stopped = true; } };
      listeners[0].fn(e);
      return e;
    };
    const button = { tagName: 'BUTTON', textContent: 'Start video chat', inRoot: true };
    const inner = { closest: (sel) => (sel === 'button,a' ? button : null) };
    const held = tap(inner);
    expect(held.prevented && held.stopped).toBe(true);
    expect(window.__vchatEarlyClick).toEqual({ tag: 'BUTTON', text: 'Start video chat' });
    // Outside the markup (a browser extension's button): not held.
    const outside = tap({ closest: () => ({ tagName: 'BUTTON', textContent: 'x', inRoot: false }) });
    expect(outside.prevented).toBe(false);
    // The app is live (it sets null): taps go through untouched.
    window.__vchatEarlyClick = null;
    expect(tap(inner).prevented).toBe(false);
  });
});
