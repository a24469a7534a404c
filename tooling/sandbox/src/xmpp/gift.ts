/**
 * The gift component (`gift.<domain>`): gift purchase IQs.
 *
 * ```xml
 * <iq type="set" to="gift.<domain>" id="…">
 *   <purchase xmlns="urn:vchat:gift:0" giftId="g1" price="10" target="anchor_…@anchors.<domain>" mid="<gift message id>"/>
 * </iq>
 * ```
 * Answers `<purchase xmlns="urn:vchat:gift:0" giftId mid gemsBalance/>` after an atomic debit
 * recorded under `mid` (a repeated mid is not debited twice), or a stanza error. An unpaid
 * viewer at the daily send lock is refused (`policy-violation` "send locked") before any debit:
 * the gift message (type 13, id = mid) counts as one of the day's messages, and the anchors
 * component delivers a gift message only with this purchase behind it.
 */
import { bareJid } from '@vchat/domain';
import type { IncomingContext } from '@xmpp/component';
import { giftById } from '../catalog/gifts.ts';
import { sendLockState } from '../chatRules.ts';
import type { Store } from '../store.ts';
import type { ComponentIo, DomainHandler, IqAnswer } from './component.ts';

/** Namespace of the purchase element. */
export const GIFT_NS = 'urn:vchat:gift:0';

const MID_RE = /^[\w.:@-]{1,200}$/;

/** Creates the handler of the `gift.<domain>` component. */
export function giftHandler(deps: { store: Store; now: () => number; faults?: { dropGiftReplies: number } }): DomainHandler {
  return {
    identity: { category: 'component', type: 'generic', name: 'Gifts' },
    features: [GIFT_NS],
    message(ctx, io) {
      io.log(`ignoring a message from ${ctx.from?.toString() ?? '?'}`);
    },
    async iq(ctx: IncomingContext, x: ComponentIo): Promise<IqAnswer> {
      const el = ctx.element;
      if (!el || ctx.type !== 'set' || !el.is('purchase', GIFT_NS)) return undefined;
      const giftId = String(el.attrs.giftId ?? '');
      const priceRaw = String(el.attrs.price ?? '');
      const target = bareJid(String(el.attrs.target ?? '')).trim();
      const mid = String(el.attrs.mid ?? '');
      if (!giftId || !/^\d{1,9}$/.test(priceRaw) || !target || !MID_RE.test(mid)) {
        return { error: 'bad-request', type: 'modify', text: 'giftId, price (whole gems), target and mid are required' };
      }
      const gift = giftById(giftId);
      if (!gift || !gift.isActive) return { error: 'item-not-found', text: 'gift not found' };
      if (Number(priceRaw) !== gift.gemsPrice) return { error: 'bad-request', text: 'price mismatch' };
      const host = await deps.store.userByJid(target);
      if (!host || host.kind !== 'anchor') return { error: 'item-not-found', text: 'host not found' };
      const buyer = ctx.from ? await deps.store.userByJid(bareJid(ctx.from.toString())) : undefined;
      if (!buyer || buyer.kind !== 'viewer') return { error: 'forbidden', text: 'only viewers can buy gifts' };
      // Gifts count in the unpaid send lock: a locked viewer can't buy one (no gems are taken
      // for a gift that could not be delivered). A repeated mid is answered below as before.
      const earlier = await deps.store.giftPurchase(mid);
      if (!earlier) {
        const lock = await sendLockState(deps.store, buyer, host.jid, deps.now());
        if (lock.locked) return { error: 'policy-violation', text: 'send locked' };
      }
      const out = await deps.store.purchaseGift({ mid, uid: buyer.uid, giftId, price: gift.gemsPrice, target: host.jid, nowMs: deps.now() });
      if (out.status === 'insufficient') return { error: 'not-acceptable', text: 'gems insufficient' };
      if (out.status === 'conflict') return { error: 'conflict', text: 'mid already used for another purchase' };
      x.log(`${buyer.jid} ${out.repeated ? 'repeated' : 'bought'} ${giftId} for ${host.jid} (${mid}), balance ${out.gemsBalance}`);
      if (deps.faults && deps.faults.dropGiftReplies > 0) {
        deps.faults.dropGiftReplies--;
        x.log(`fault: the answer to ${mid} is dropped (the purchase stands)`);
        return 'no-reply';
      }
      return x.xml('purchase', { xmlns: GIFT_NS, giftId, mid, gemsBalance: String(out.gemsBalance) });
    },
  };
}
