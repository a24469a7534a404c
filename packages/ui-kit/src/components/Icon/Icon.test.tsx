import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import * as icons from './Icon.tsx';
import type { IconProps } from './Icon.tsx';
import { BackIcon, ChatIcon } from './Icon.tsx';

describe('Icon', () => {
  it('is decorative without a title and named with one', () => {
    const { container } = render(
      <>
        <ChatIcon />
        <BackIcon title="Back" size={16} />
      </>,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const named = screen.getByRole('img', { name: 'Back' });
    expect(named.getAttribute('width')).toBe('16');
  });

  it('every icon draws on the 24 px grid and is decorative by default', () => {
    const all = Object.entries(icons).filter(([name]) => name !== 'Icon' && name.endsWith('Icon')) as Array<[string, ComponentType<IconProps>]>;
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const [name, Component] of all) {
      const { container, unmount } = render(<Component size={20} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('viewBox'), name).toBe('0 0 24 24');
      expect(svg.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
