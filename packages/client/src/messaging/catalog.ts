/**
 * Gift and sticker catalogues from the API, loaded once per session on first use and kept
 * in atoms (spec §3 gift and sticker attachments).
 */
import { atom, type createStore } from 'jotai/vanilla';
import type { ApiClient, GiftList, StickerList } from '@vchat/api-client';

type Store = ReturnType<typeof createStore>;
type Loadable<T> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; value: T };

export const giftCatalogAtom = atom<Loadable<GiftList>>({ status: 'idle' });
export const stickerCatalogAtom = atom<Loadable<StickerList>>({ status: 'idle' });

/** Loads the gift catalogue unless it is loaded or loading; active gifts only, by priority. */
export async function loadGifts(api: Pick<ApiClient, 'giftList'>, store: Store, force = false): Promise<void> {
  const cur = store.get(giftCatalogAtom);
  if (!force && (cur.status === 'ready' || cur.status === 'loading')) return;
  store.set(giftCatalogAtom, { status: 'loading' });
  try {
    const res = await api.giftList();
    const list = res.list.filter((g) => g.isActive).sort((a, b) => a.tabId - b.tabId || a.priority - b.priority || a.gemsPrice - b.gemsPrice);
    store.set(giftCatalogAtom, { status: 'ready', value: { ...res, list } });
  } catch {
    store.set(giftCatalogAtom, { status: 'error' });
  }
}

/** Loads the sticker catalogue unless it is loaded or loading. */
export async function loadStickers(api: Pick<ApiClient, 'stickerList'>, store: Store, force = false): Promise<void> {
  const cur = store.get(stickerCatalogAtom);
  if (!force && (cur.status === 'ready' || cur.status === 'loading')) return;
  store.set(stickerCatalogAtom, { status: 'loading' });
  try {
    store.set(stickerCatalogAtom, { status: 'ready', value: await api.stickerList() });
  } catch {
    store.set(stickerCatalogAtom, { status: 'error' });
  }
}
