import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('takes the final size and is hidden from assistive tech', () => {
    const { container } = render(<Skeleton width={120} height={40} radius={12} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.width).toBe('120px');
    expect(el.style.height).toBe('40px');
    expect(el.style.borderRadius).toBe('12px');
    expect(el.getAttribute('aria-hidden')).toBe('true');
  });
});
