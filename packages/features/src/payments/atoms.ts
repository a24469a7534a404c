/** Payment state (spec §3 "Payment channels response", §2 coin store and billing overlays). */
import { atom } from 'jotai';
import type { PaymentChannels } from '@vchat/api-client';

/** Whether the coin store overlay is open. */
export const coinStoreOpenAtom = atom(false);

/** The channels answer (SKUs priced in the user's currency, saved cards); null until loaded. */
export const channelsAtom = atom<PaymentChannels | null>(null);
