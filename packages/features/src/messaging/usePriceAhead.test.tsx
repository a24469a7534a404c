// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { callAtom, type CallView } from '@vchat/client';
import { CallStatus } from '@vchat/domain';
import { usePriceAhead } from './usePriceAhead.ts';

const HOST = 'anchor_100001@anchors.localhost';

function setup(hostJid: string | null) {
  const store = createStore();
  const asked: string[] = [];
  const calls = { prepareQuote: (jid: string) => void asked.push(jid) };
  let renders = 0;
  function Probe({ jid }: { jid: string | null }) {
    renders += 1;
    usePriceAhead(jid, calls);
    return null;
  }
  const view = render(<Provider store={store}><Probe jid={hostJid} /></Provider>);
  const setStatus = (status: CallStatus | null) =>
    act(() => store.set(callAtom, status === null ? null : ({ status } as unknown as CallView)));
  return { store, asked, renders: () => renders, setStatus, view, Probe };
}

describe('usePriceAhead (issue 21.3)', () => {
  it('asks her price when the thread opens and again when a call ends, without rendering its component again', () => {
    const t = setup(HOST);
    expect(t.asked).toEqual([HOST]);
    const rendered = t.renders();
    t.setStatus(CallStatus.connecting);
    t.setStatus(CallStatus.connected);
    expect(t.asked).toEqual([HOST]);
    t.setStatus(CallStatus.disconnected);
    expect(t.asked).toEqual([HOST, HOST]);
    t.setStatus(null);
    expect(t.asked).toEqual([HOST, HOST]);
    expect(t.renders()).toBe(rendered);
  });

  it('a thread opened during a call waits for its end', () => {
    const store = createStore();
    store.set(callAtom, { status: CallStatus.connected } as unknown as CallView);
    const asked: string[] = [];
    const calls = { prepareQuote: (jid: string) => void asked.push(jid) };
    function Probe() {
      usePriceAhead(HOST, calls);
      return null;
    }
    render(<Provider store={store}><Probe /></Provider>);
    expect(asked).toEqual([]);
    act(() => store.set(callAtom, { status: CallStatus.failed } as unknown as CallView));
    expect(asked).toEqual([HOST]);
  });

  it('no host (official thread, not a host, signed out): nothing is asked, after a call either', () => {
    const t = setup(null);
    t.setStatus(CallStatus.connected);
    t.setStatus(CallStatus.disconnected);
    expect(t.asked).toEqual([]);
  });

  it('after the thread closes, a call ending asks nothing', () => {
    const t = setup(HOST);
    t.view.unmount();
    t.setStatus(CallStatus.connected);
    t.setStatus(CallStatus.disconnected);
    expect(t.asked).toEqual([HOST]);
  });
});
