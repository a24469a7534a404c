import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a labelled status when given a label, decorative otherwise', () => {
    const { container } = render(
      <>
        <Spinner label="Loading" size={24} />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' }).style.width).toBe('24px');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBe(1);
  });
});
