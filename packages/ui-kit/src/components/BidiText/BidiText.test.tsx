import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BIDI_SLOT, BidiText, isolateName } from './BidiText.tsx';

describe('BidiText', () => {
  it('puts each name in a bdi where its slot is', () => {
    const { container } = render(<p><BidiText text={`${BIDI_SLOT} accepted your friend request.`} names={['ليلى']} /></p>);
    expect(container.innerHTML).toBe('<p><bdi>ليلى</bdi> accepted your friend request.</p>');
  });

  it('fills several slots in order, repeating the last name', () => {
    const { container } = render(<p><BidiText text={`${BIDI_SLOT} and ${BIDI_SLOT}, ${BIDI_SLOT}`} names={['A', 'ب']} /></p>);
    expect(container.querySelectorAll('bdi')).toHaveLength(3);
    expect(container.textContent).toBe('A and ب, ب');
  });

  it('renders text without a slot unchanged', () => {
    const { container } = render(<p><BidiText text="Hello" names={['x']} /></p>);
    expect(container.innerHTML).toBe('<p>Hello</p>');
  });

  it('isolates a name in plain text with FSI … PDI', () => {
    expect(isolateName('ليلى')).toBe('\u2068ليلى\u2069');
  });
});
