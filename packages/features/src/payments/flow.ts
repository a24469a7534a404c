/**
 * What the payment-flow routes (spec §2: /checkoutCards, /bindcheckout, /upi, /upiprocess,
 * /payresult) share: the channels load, the server's card refusals in words. Their search
 * params are in `search.ts` (the route tree reads them; it must not pull this in).
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { paymentRefusal } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';

export type { OrderSearch, PaySearch } from './search.ts';

/** The card's refusal in words (the client's typed `paymentRefusal`), else the error in words. */
export function cardErrorText(e: unknown, t: TFunction): string {
  const refusal = paymentRefusal(e);
  if (refusal === 'invalidCard') return t('pay.invalidCard');
  if (refusal === 'expired') return t('pay.expired');
  if (refusal === 'declined') return t('pay.declined');
  return describeError(e, t);
}

/** Loads the channels for `country` on entry (prices, saved cards); true when that failed. */
export function useChannels(country: string | undefined): { failed: boolean; retry: () => void } {
  const { payments } = useServices();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setFailed(false);
    payments.loadChannels(country).catch(() => setFailed(true));
  }, [payments, country, round]);
  return { failed, retry: () => setRound((r) => r + 1) };
}
