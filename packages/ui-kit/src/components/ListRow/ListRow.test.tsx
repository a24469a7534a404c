import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListRow } from './ListRow.tsx';

describe('ListRow', () => {
  it('shows title, subtitle and time; the main area is a button', () => {
    const onClick = vi.fn();
    render(<ListRow icon={<span />} title="Aisha" subtitle="Outgoing · 3:12" meta="12:03" onClick={onClick} />);
    const main = screen.getByRole('button');
    expect(main.textContent).toContain('Aisha');
    expect(main.textContent).toContain('Outgoing · 3:12');
    expect(main.textContent).toContain('12:03');
    fireEvent.click(main);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the trailing action outside the row button', () => {
    const onRow = vi.fn();
    const onCall = vi.fn();
    render(
      <ListRow
        icon={<span />}
        title="Aisha"
        onClick={onRow}
        trailing={
          <button type="button" onClick={onCall}>
            Call
          </button>
        }
      />,
    );
    const call = screen.getByRole('button', { name: 'Call' });
    expect(call.parentElement?.closest('button')).toBeNull();
    fireEvent.click(call);
    expect(onCall).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
  });

  it('is not interactive without onClick', () => {
    render(<ListRow icon={<span />} title="Aisha" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
