import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinIcon, type CoinTier } from './CoinIcon.tsx';

describe('CoinIcon', () => {
  it('draws a different picture per tier at the given px size, decorative without a label', () => {
    const pictures = ([1, 2, 3, 4] as CoinTier[]).map((tier) => {
      const { container, unmount } = render(<CoinIcon tier={tier} size={32} />);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('width')).toBe('32');
      expect(img.getAttribute('height')).toBe('32');
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('aria-hidden')).toBe('true');
      const src = img.getAttribute('src')!;
      expect(src.startsWith('data:image/svg+xml')).toBe(true);
      // A well-formed SVG document with its gradient.
      const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.documentElement.nodeName).toBe('svg');
      expect(doc.querySelectorAll('linearGradient stop')).toHaveLength(3);
      unmount();
      return svg;
    });
    expect(new Set(pictures).size).toBe(4);
  });

  it('is an image named by its label', () => {
    const { getByRole } = render(<CoinIcon tier={4} label="5,000 gems" />);
    const img = getByRole('img', { name: '5,000 gems' });
    expect(img.getAttribute('width')).toBe('24');
    expect(img.hasAttribute('aria-hidden')).toBe(false);
  });
});
