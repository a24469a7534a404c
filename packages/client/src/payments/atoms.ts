/** Payment state (spec §3 "Payment channels response", §2 coin store and billing overlays). */
import { atom } from 'jotai/vanilla';
import type { PaymentChannels } from '@vchat/api-client';

/** The channels answer (SKUs priced in the billing currency, saved cards); null until loaded. */
export const channelsAtom = atom<PaymentChannels | null>(null);

/**
 * The billing country the viewer chose in the billing panel (ISO 3166 alpha-2); null: the
 * profile's (userPayInfo). Prices and the currency follow it.
 */
export const billingCountryAtom = atom<string | null>(null);
