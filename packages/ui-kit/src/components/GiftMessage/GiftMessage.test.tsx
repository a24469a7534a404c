import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftMessage } from './GiftMessage.tsx';

describe('GiftMessage', () => {
  it('shows the gift title and price', () => {
    const { container } = render(<GiftMessage direction="out" iconSrc="https://cdn.test/rose.png" title="Rose" priceLabel="99 gems" />);
    expect(screen.getByText('Rose')).toBeTruthy();
    expect(screen.getByText('99 gems')).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('data-direction')).toBe('out');
  });

  it('keeps the same box with a gift icon when the picture fails', () => {
    const { container } = render(<GiftMessage direction="in" iconSrc="https://cdn.test/x.png" title="Rose" priceLabel="99" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeTruthy();
  });
});
