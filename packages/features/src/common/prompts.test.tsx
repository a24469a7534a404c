// @vitest-environment happy-dom
/**
 * One prompt at a time (issue 17.10): the grant rule, the document's dialogs, and the hooks
 * over a real jotai store and DOM (happy-dom).
 */
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dialogsOnScreen, nextGrant, PromptFrame, PromptHost, usePromptTurn, useDialogOnScreen, type PromptId } from './prompts.tsx';

describe('nextGrant', () => {
  it('keeps the prompt on screen while it wants its turn, else gives the highest priority one when no other dialog is open', () => {
    const wanting = new Set<PromptId>(['downloadApp', 'exclusiveGirl']);
    expect(nextGrant(null, wanting, false)).toBe('exclusiveGirl');
    expect(nextGrant(null, wanting, true)).toBeNull();
    expect(nextGrant('downloadApp', wanting, true)).toBe('downloadApp');
    expect(nextGrant('completeProfile', wanting, false)).toBe('exclusiveGirl');
    expect(nextGrant(null, new Set(), false)).toBeNull();
  });
});

describe('dialogsOnScreen', () => {
  it("tells any dialog from another than a prompt's own", () => {
    document.body.innerHTML = '<div data-prompt="x"><div role="dialog" aria-modal="true"></div></div>';
    expect(dialogsOnScreen(document)).toEqual({ any: true, other: false });
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    expect(dialogsOnScreen(document)).toEqual({ any: true, other: true });
    document.body.innerHTML = '<div role="dialog"></div>';
    expect(dialogsOnScreen(document)).toEqual({ any: false, other: false });
  });
});

function Prompt({ id }: { id: PromptId }) {
  const [wanted, setWanted] = useState(true);
  const mine = usePromptTurn(id, wanted);
  if (!mine) return null;
  return (
    <PromptFrame id={id}>
      <div role="dialog" aria-modal="true" aria-label={id}>
        <button type="button" onClick={() => setWanted(false)}>close {id}</button>
      </div>
    </PromptFrame>
  );
}

function Notice() {
  return useDialogOnScreen() ? null : <p>notice</p>;
}

describe('prompts on screen', () => {
  it('shows one prompt at a time, none over a dialog the user opened, and notices only with no dialog', async () => {
    document.body.innerHTML = '';
    const store = createStore();
    const ui = render(
      <Provider store={store}>
        <PromptHost />
        <Prompt id="downloadApp" />
        <Prompt id="completeProfile" />
        <Notice />
      </Provider>,
    );
    await act(async () => {});
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['completeProfile']);
    expect(screen.queryByText('notice')).toBeNull();
    await act(async () => screen.getByText('close completeProfile').click());
    await act(async () => {});
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['downloadApp']);
    await act(async () => screen.getByText('close downloadApp').click());
    await act(async () => {});
    expect(screen.queryAllByRole('dialog')).toEqual([]);
    expect(screen.getByText('notice')).toBeTruthy();

    // A dialog the user opened (a route popup, the coin store): a new prompt waits for it.
    ui.rerender(
      <Provider store={store}>
        <PromptHost />
        <div role="dialog" aria-modal="true" aria-label="match" />
        <Prompt id="exclusiveGirl" />
        <Notice />
      </Provider>,
    );
    await act(async () => {});
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['match']);
    expect(screen.queryByText('notice')).toBeNull();
    ui.rerender(
      <Provider store={store}>
        <PromptHost />
        <Prompt id="exclusiveGirl" />
        <Notice />
      </Provider>,
    );
    await act(async () => {});
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['exclusiveGirl']);
  });
});
