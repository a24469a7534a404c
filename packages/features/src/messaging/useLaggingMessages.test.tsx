// @vitest-environment happy-dom
import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { openMessagesAtom } from '@vchat/client';
import type { Message } from '@vchat/domain';
import { useLaggingMessages } from './useLaggingMessages.ts';

const msg = (mid: string) => ({ mid }) as unknown as Message;

/** Renders the hook for thread `tid`; `commits` is each list React put on screen, as mids. */
function setup(tid: string, first: Message[]) {
  const store = createStore();
  store.set(openMessagesAtom, first);
  const commits: string[][] = [];
  function Probe({ tid }: { tid: string }) {
    const list = useLaggingMessages(tid);
    useLayoutEffect(() => void commits.push(list.map((m) => m.mid)));
    return null;
  }
  const view = render(<Provider store={store}><Probe tid={tid} /></Provider>);
  const rerender = (next: string) => view.rerender(<Provider store={store}><Probe tid={next} /></Provider>);
  return { store, commits, rerender };
}

describe('useLaggingMessages (issue 21, typing)', () => {
  it('her new message in the open thread is drawn as a transition: the urgent commit keeps the list on screen, the next shows it', () => {
    const t = setup('a', [msg('a1')]);
    expect(t.commits).toEqual([['a1']]);
    act(() => t.store.set(openMessagesAtom, [msg('a1'), msg('a2')]));
    expect(t.commits).toEqual([['a1'], ['a1'], ['a1', 'a2']]);
  });

  it('another thread opening is drawn at once with its own messages, never a frame of the last one', () => {
    const t = setup('a', [msg('a1')]);
    act(() => {
      t.store.set(openMessagesAtom, [msg('b1'), msg('b2')]);
      t.rerender('b');
    });
    expect(t.commits.slice(1)).not.toContainEqual(['a1']);
    expect(t.commits.at(-1)).toEqual(['b1', 'b2']);
  });
});
