import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemNotice } from './SystemNotice.tsx';

describe('SystemNotice', () => {
  it('shows server text as text in an isolated pill', () => {
    const { container } = render(<SystemNotice>{'<b>You are now friends</b>'}</SystemNotice>);
    const pill = screen.getByText('<b>You are now friends</b>');
    expect(pill.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('b')).toBeNull();
  });
});
