import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinIcon, type CoinTier } from './CoinIcon.tsx';
import { tierSvg } from './coinSvg.ts';
import * as styles from './CoinIcon.css.ts';

const TIERS = [1, 2, 3, 4] as CoinTier[];

describe('CoinIcon', () => {
  it('draws a different, well-formed SVG picture per tier', () => {
    const pictures = TIERS.map((tier) => {
      const svg = tierSvg(tier);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.documentElement.nodeName).toBe('svg');
      expect(doc.querySelectorAll('linearGradient stop')).toHaveLength(3);
      return svg;
    });
    expect(new Set(pictures).size).toBe(4);
  });

  it('paints its tier picture at the given px size, decorative without a label', () => {
    const classes = TIERS.map((tier) => {
      const { container, unmount } = render(<CoinIcon tier={tier} size={32} />);
      const icon = container.firstElementChild as HTMLElement;
      expect(icon.style.width).toBe('32px');
      expect(icon.style.height).toBe('32px');
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.hasAttribute('role')).toBe(false);
      expect(icon.classList.contains(styles.tier[tier])).toBe(true);
      // The tier's class paints that tier's picture (the style sheet vanilla-extract injected).
      const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      const rule = new RegExp(`\\.${styles.tier[tier]}\\s*\\{[^}]*background-image:\\s*url\\("data:image/svg\\+xml;charset=utf-8,([^"]+)"\\)`).exec(css);
      expect(rule && decodeURIComponent(rule[1]!)).toBe(tierSvg(tier));
      unmount();
      return styles.tier[tier];
    });
    expect(new Set(classes).size).toBe(4);
  });

  it('is an image named by its label', () => {
    const { getByRole } = render(<CoinIcon tier={4} label="5,000 gems" />);
    const img = getByRole('img', { name: '5,000 gems' });
    expect(img.style.width).toBe('24px');
    expect(img.hasAttribute('aria-hidden')).toBe(false);
  });
});
