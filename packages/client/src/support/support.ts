/**
 * Contact support (spec §7 `common_service/get_user_support`; issue 20.6): the support contact
 * the server gives (email, help-chat jid, FAQ link, hours), for the "Contact support" screen
 * reached from settings. The state is in {@link supportAtom}: `idle` → `loading` → `ready`
 * (with `empty` true when the server offers no channel) or `error` (the ApiError code, or
 * `UNKNOWN`). A reload keeps the contact on screen while it asks again.
 */
import { atom, type createStore } from 'jotai/vanilla';
import { ApiError, type ApiClient, type ApiErrorCode, type UserSupport } from '@vchat/api-client';

type Store = ReturnType<typeof createStore>;

/** What the support screen shows. */
export type SupportState =
  | { status: 'idle' }
  | { status: 'loading'; contact: UserSupport | null }
  | { status: 'ready'; contact: UserSupport; empty: boolean }
  | { status: 'error'; code: ApiErrorCode | 'UNKNOWN' };

export const supportAtom = atom<SupportState>({ status: 'idle' });

/** True when the contact offers no channel at all (the empty state). */
export function isSupportEmpty(c: UserSupport): boolean {
  return !c.email && !c.helpChatJid && !c.faqUrl;
}

export interface SupportDeps {
  store: Store;
  api: Pick<ApiClient, 'userSupport'>;
  log?: (message: string, extra?: unknown) => void;
}

/** Creates the support command. */
export function createSupport(deps: SupportDeps) {
  const { store, api } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[support] ${m}`, x ?? ''));
  let running: Promise<void> | null = null;
  return {
    /**
     * Loads the support contact into {@link supportAtom} (one request at a time; a second call
     * while loading joins it). Never throws: a failure is the `error` state.
     */
    load(): Promise<void> {
      if (running) return running;
      const cur = store.get(supportAtom);
      store.set(supportAtom, { status: 'loading', contact: cur.status === 'ready' ? cur.contact : null });
      running = (async () => {
        try {
          const contact = await api.userSupport();
          store.set(supportAtom, { status: 'ready', contact, empty: isSupportEmpty(contact) });
        } catch (e) {
          log('loading the support contact failed', e);
          store.set(supportAtom, { status: 'error', code: e instanceof ApiError ? e.code : 'UNKNOWN' });
        } finally {
          running = null;
        }
      })();
      return running;
    },
    /** Forgets the contact (sign-out). */
    reset(): void {
      store.set(supportAtom, { status: 'idle' });
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
