import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinIcon, type CoinTier } from './CoinIcon.tsx';

describe('CoinIcon', () => {
  it('draws a different picture per tier at the given px size', () => {
    const markup = ([1, 2, 3, 4] as CoinTier[]).map((tier) => {
      const { container, unmount } = render(<CoinIcon tier={tier} size={32} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('width')).toBe('32');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      const html = svg.innerHTML.replace(/coin-[^)"]+/g, 'coin');
      unmount();
      return html;
    });
    expect(new Set(markup).size).toBe(4);
  });
});
