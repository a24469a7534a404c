import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './LinkifiedText.tsx';

function renderText(text: string) {
  const { container } = render(<LinkifiedText text={text} />);
  const root = container.firstElementChild as HTMLElement;
  return { container, root, links: Array.from(container.querySelectorAll('a')) };
}

describe('LinkifiedText', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '<svg onload=alert(1)>',
    '&lt;b&gt;escaped&lt;/b&gt; &amp;',
    '\u202Eexe.gpj',
  ];

  it.each(corpus)('shows %j literally, without elements or links', (text) => {
    const { root, links, container } = renderText(text);
    expect(root.textContent).toBe(text);
    expect(links).toHaveLength(0);
    expect(container.querySelector('script,img,svg,b')).toBeNull();
    expect(root.children).toHaveLength(0);
  });

  it('turns an https URL into a safe external link and keeps the text around it', () => {
    const { root, links } = renderText('look: https://example.com/a?b=1, nice');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('https://example.com/a?b=1');
    expect(root.textContent).toBe('look: https://example.com/a?b=1, nice');
  });

  it('links http too, but not bare domains, e-mails, mailto:, ftp: or //host', () => {
    const { links } = renderText('http://a.test www.b.com c.com d@e.com mailto:f@g.com ftp://h.com //i.com');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://a.test/']);
  });

  it('keeps an HTML payload after a URL as text', () => {
    const { links, container } = renderText('https://x.com/"><img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    for (const a of links) expect(a.getAttribute('href')!.startsWith('https://x.com/')).toBe(true);
  });

  it('does not link a URL that contains a bidi override character', () => {
    const { links, root } = renderText('https://a.com/\u202Efdp.exe');
    expect(links).toHaveLength(0);
    expect(root.textContent).toBe('https://a.com/\u202Efdp.exe');
  });

  it('isolates the text with dir=auto and keeps line breaks', () => {
    const { root } = renderText('line 1\nسطر 2');
    expect(root.tagName).toBe('BDI');
    expect(root.getAttribute('dir')).toBe('auto');
    expect(root.textContent).toBe('line 1\nسطر 2');
    expect(getComputedStyle(root).whiteSpace).toBe('pre-wrap');
  });

  it('splitLinks round-trips the text', () => {
    const text = 'a https://x.com b (https://en.wikipedia.org/wiki/Foo_(bar)) c';
    expect(splitLinks(text).map((p) => p.text).join('')).toBe(text);
    expect(splitLinks('')).toEqual([]);
  });
});
