/**
 * The money side's API (tooling/sandbox/MONEY.md; spec §3 §7 §9): payment channels, orders
 * with a test payment provider (cards, UPI), order status, card authentication and saving,
 * payment history, the lucky box, tasks and daily check-in, and the silver club. The server
 * is the only source of truth for balances: every answer that changes one carries it.
 */
import * as v from 'valibot';
import type { Currency } from '@vchat/domain';
import { anchorItem, ApiError, route, type ApiDeps, type Route } from '../api/routes.ts';
import type { UserRow } from '../store.ts';
import {
  AUTH_CODE, cardBehaviour, cardBrand, cardDigits, CHECK_IN_COINS, COUNTRIES, isCurrency, luhnValid, payInfoOf, priceOf, SKUS, TASKS,
  UPI_APPS, UPI_ID_RE, upiOutcome, type TaskKey,
} from './catalog.ts';
import {
  checkInDays, claimedTasks, claimTask, creditReward, failOrder, hasReward, insertOrder, orderOf, ordersPage, savedCards, saveCard,
  setRemindCheckIn, settleDue, settleOrder, silverPage, taskFacts, type OrderRow,
} from './moneyStore.ts';

const DAY_MS = 86_400_000;
const int = v.pipe(v.number(), v.integer());
const str = (max: number) => v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
const Paging = v.object({
  page: v.optional(v.pipe(int, v.minValue(1, 'must be 1..1000'), v.maxValue(1000, 'must be 1..1000')), 1),
  pageSize: v.optional(v.pipe(int, v.minValue(1, 'must be 1..50'), v.maxValue(50, 'must be 1..50')), 20),
});
const CardSchema = v.object({
  number: v.pipe(v.string(), v.maxLength(32, 'is too long')),
  expMonth: v.pipe(int, v.minValue(1, 'must be 1..12'), v.maxValue(12, 'must be 1..12')),
  expYear: v.pipe(int, v.minValue(2000, 'must be a 4-digit year'), v.maxValue(2100, 'must be a 4-digit year')),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  holder: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
});
/** Payment cookies in deviceInfo: at most 20 string values (spec §7). */
const CookiesSchema = v.pipe(v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(512))), v.check((r) => Object.keys(r).length <= 20, 'at most 20 cookies'));

/** The billing info of a viewer (their profile country). */
const payInfo = (u: UserRow) => payInfoOf(u.country);

/** What the app sees of an order (MONEY.md OrderStatus). */
function orderStatus(o: OrderRow, gemsBalance: number) {
  return {
    payStatus: o.status,
    ...(o.fail_reason ? { failReason: o.fail_reason } : {}),
    orderDetail: {
      orderId: o.order_id, sku: o.sku, gems: o.gems, currency: o.currency, amount: o.amount, channel: o.channel, createdAt: o.created,
      ...(o.paid_at ? { paidAt: o.paid_at } : {}),
    },
    gemsBalance,
  };
}

/** The caller's gems now. */
async function gemsOf(deps: ApiDeps, uid: string): Promise<number> {
  return (await deps.store.userByUid(uid))?.gems ?? 0;
}

/** Settles the caller's due UPI orders and tells them when gems rose. */
async function settleDueFor(deps: ApiDeps, u: UserRow): Promise<void> {
  const balance = await settleDue(deps.store.db, u.uid, deps.now());
  if (balance !== undefined) await deps.recharged(u.jid, balance);
}

/** Whether a card's expiry (month, year) has passed at `now`. */
function expired(month: number, year: number, now: number): boolean {
  const d = new Date(now);
  return year < d.getUTCFullYear() || (year === d.getUTCFullYear() && month < d.getUTCMonth() + 1);
}

/** Epoch day (UTC) of `ms`. */
const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** Consecutive check-in days ending today or yesterday (0..7, a week then starts again). */
function streak(days: number[], today: number): { days: number; checkedToday: boolean } {
  const checkedToday = days[0] === today;
  let n = 0;
  let expect = checkedToday ? today : today - 1;
  for (const d of days) {
    if (d !== expect) break;
    n++;
    expect--;
  }
  return { days: n === 0 ? 0 : ((n - 1) % CHECK_IN_COINS.length) + 1, checkedToday };
}

/** user_tasks_info (spec §3 "Task info") for `u` at `now`. */
async function taskInfo(deps: ApiDeps, u: UserRow) {
  const now = deps.now();
  const today = dayOf(now);
  const s = streak(await checkInDays(deps.store.db, u.uid), today);
  const nextIndex = s.days % CHECK_IN_COINS.length; // today's coins if not yet checked in, else the next day's
  const claimed = await claimedTasks(deps.store.db, u.uid);
  const facts = await taskFacts(deps.store.db, u.uid);
  const done: Record<TaskKey, boolean> = {
    install_web_app: false,
    first_recharge: facts.recharged,
    send_gift: facts.gifted,
    complete_profile: u.complete_info,
  };
  const fresh = (await deps.store.userByUid(u.uid)) ?? u;
  return {
    checkInDays: s.days,
    checkInTaskInfo: { status: s.checkedToday ? 1 : 0 },
    coins: CHECK_IN_COINS[nextIndex]!,
    isRemindCheckIn: !!(fresh as UserRow & { remind_check_in?: boolean }).remind_check_in,
    nextCheckInCountdown: s.checkedToday ? Math.ceil(((today + 1) * DAY_MS - now) / 1000) : 0,
    // Seconds until the lucky box opens again (0: it can be opened now), so the app says when.
    luckyBoxCountdown: (await hasReward(deps.store.db, u.uid, 'lucky_box', today)) ? Math.ceil(((today + 1) * DAY_MS - now) / 1000) : 0,
    userTaskInfos: TASKS.map((t) => ({ taskKey: t.taskKey, coins: t.coins, taskStatus: claimed.has(t.taskKey) ? 2 : done[t.taskKey] ? 1 : 0 })),
  };
}

/** user_tasks_info for a visitor: the day-1 check-in and every task, none done or claimed. */
function visitorTaskInfo() {
  return {
    checkInDays: 0,
    checkInTaskInfo: { status: 0 },
    coins: CHECK_IN_COINS[0]!,
    isRemindCheckIn: false,
    nextCheckInCountdown: 0,
    luckyBoxCountdown: 0,
    userTaskInfos: TASKS.map((t) => ({ taskKey: t.taskKey, coins: t.coins, taskStatus: 0 })),
  };
}

/** A host of the club list as a visitor may see her: the wall's public fields only. */
function publicAnchorItem(r: UserRow, now: number) {
  const a = anchorItem(r, now);
  return { jid: a.jid, uid: a.uid, nickName: a.nickName, avatarUrl: a.avatarUrl, country: a.country, language: a.language, gender: a.gender, privateChatPrice: a.privateChatPrice, status: a.status };
}

const CreateOrderSchema = v.variant('channel', [
  v.object({
    channel: v.literal('card'),
    sku: str(64),
    currency: str(8),
    idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8..64 of A-Z a-z 0-9 _ -')),
    card: v.union([CardSchema, v.object({ cardId: str(64) })], 'must be card details or a saved cardId'),
  }),
  v.object({
    channel: v.literal('upi'),
    sku: str(64),
    currency: str(8),
    idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8..64 of A-Z a-z 0-9 _ -')),
    vpa: v.pipe(v.string(), v.maxLength(256, 'is too long')),
  }),
], 'must be card or upi');

/** The money routes by `<service>/<method>`. */
export const MONEY_ROUTES: Record<string, Route> = {
  'payment_service/payment_channels': route({
    auth: true,
    schema: v.object({ country: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code'))) }),
    async run(d, caller, deps) {
      const info = d.country ? payInfoOf(d.country) : payInfo(caller!);
      const cards = await savedCards(deps.store.db, caller!.uid);
      return {
        countries: COUNTRIES,
        cards: cards.map((c) => ({ cardId: c.card_id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year })),
        gpayIsHide: info.currency !== 'INR',
        userPayInfo: info,
        extend_info: {
          skus: SKUS.map((s) => ({ sku: s.sku, price: priceOf(s, info.currency), currency: info.currency, gems: s.gems, bonusGems: s.bonusGems, ...(s.tag ? { tag: s.tag } : {}) })),
          channels: [{ channel: 'card', name: 'Card' }, ...(info.currency === 'INR' ? [{ channel: 'upi', name: 'UPI' }] : [])],
          upiApps: info.currency === 'INR' ? UPI_APPS : [],
        },
      };
    },
  }),

  'payment_service/create_order': route({
    auth: true,
    schema: CreateOrderSchema,
    async run(d, caller, deps, ctx) {
      const u = caller!;
      const sku = SKUS.find((s) => s.sku === d.sku);
      if (!sku) throw new ApiError(0, 'unknown sku');
      if (!isCurrency(d.currency)) throw new ApiError(0, 'unsupported currency');
      const currency: Currency = d.currency;
      if (d.channel === 'upi' && currency !== 'INR') throw new ApiError(0, 'UPI pays in INR only');
      const cookies = v.safeParse(CookiesSchema, (ctx.deviceInfo as { paymentCookies?: unknown } | undefined)?.paymentCookies ?? {});
      if (!cookies.success) throw new ApiError(-1, `invalid deviceInfo.paymentCookies: ${cookies.issues[0]?.message ?? 'bad shape'}`);
      const amount = priceOf(sku, currency);
      const now = deps.now();
      let behaviour = '';
      let vpa = '';
      if (d.channel === 'card') {
        const card = d.card;
        if ('cardId' in card) {
          const saved = (await savedCards(deps.store.db, u.uid)).find((c) => c.card_id === card.cardId);
          if (!saved) throw new ApiError(0, 'card not found');
          behaviour = saved.behaviour;
        } else {
          const digits = cardDigits(card.number);
          if (!luhnValid(digits)) throw new ApiError(0, 'invalid card number');
          if (expired(card.expMonth, card.expYear, now)) throw new ApiError(0, 'card expired');
          behaviour = cardBehaviour(digits);
        }
      } else {
        vpa = d.vpa.trim();
        if (!UPI_ID_RE.test(vpa)) throw new ApiError(0, 'invalid UPI id');
      }
      const upi = d.channel === 'upi' ? upiOutcome(vpa) : undefined;
      const { order, created } = await insertOrder(deps.store.db, {
        uid: u.uid, idemKey: d.idempotencyKey, sku: sku.sku, gems: sku.gems + sku.bonusGems, currency, amount, channel: d.channel,
        status: behaviour === 'authenticate' ? 'PENDING_AUTH' : 'PENDING', cardBehaviour: behaviour, vpa,
        ...(upi ? { settleAt: now + upi.afterMs, settleStatus: upi.status } : {}), cookies: cookies.output, now,
      });
      if (!created) {
        // The same key again: the same order, never a second charge; another order under it is refused.
        if (order.sku !== sku.sku || order.currency !== currency || order.channel !== d.channel || order.amount !== amount) {
          throw new ApiError(0, 'idempotency key reused with a different order');
        }
        return orderStatus(order, await gemsOf(deps, u.uid));
      }
      if (d.channel === 'card' && behaviour === 'success') {
        const balance = await settleOrder(deps.store.db, order.order_id, now);
        if (balance !== undefined) await deps.recharged(u.jid, balance);
      } else if (d.channel === 'card' && behaviour === 'declined') {
        await failOrder(deps.store.db, order.order_id, 'card_declined');
      }
      const fresh = (await orderOf(deps.store.db, order.order_id, u.uid))!;
      deps.log(`order ${fresh.order_id} ${u.jid} ${sku.sku} ${amount} ${currency} ${d.channel}: ${fresh.status}`);
      return orderStatus(fresh, await gemsOf(deps, u.uid));
    },
  }),

  'payment_service/pay_order_status': route({
    auth: true,
    schema: v.object({ orderId: str(64) }),
    async run(d, caller, deps) {
      await settleDueFor(deps, caller!);
      const o = await orderOf(deps.store.db, d.orderId, caller!.uid);
      if (!o) throw new ApiError(0, 'order not found');
      return orderStatus(o, await gemsOf(deps, caller!.uid));
    },
  }),

  'payment_service/checkout/authentication_payment': route({
    auth: true,
    schema: v.object({ orderId: str(64), code: v.pipe(v.string(), v.maxLength(16, 'is too long')) }),
    async run(d, caller, deps) {
      const u = caller!;
      const o = await orderOf(deps.store.db, d.orderId, u.uid);
      if (!o) throw new ApiError(0, 'order not found');
      if (o.status === 'PENDING_AUTH') {
        if (d.code.trim() === AUTH_CODE) {
          const balance = await settleOrder(deps.store.db, o.order_id, deps.now());
          if (balance !== undefined) await deps.recharged(u.jid, balance);
        } else {
          await failOrder(deps.store.db, o.order_id, 'authentication_failed');
        }
      }
      return orderStatus((await orderOf(deps.store.db, o.order_id, u.uid))!, await gemsOf(deps, u.uid));
    },
  }),

  'payment_service/save_bank_card': route({
    auth: true,
    schema: CardSchema,
    async run(d, caller, deps) {
      const digits = cardDigits(d.number);
      if (!luhnValid(digits)) throw new ApiError(0, 'invalid card number');
      if (expired(d.expMonth, d.expYear, deps.now())) throw new ApiError(0, 'card expired');
      const behaviour = cardBehaviour(digits);
      if (behaviour === 'declined') throw new ApiError(0, 'card declined');
      const c = await saveCard(deps.store.db, { uid: caller!.uid, brand: cardBrand(digits), last4: digits.slice(-4), exp_month: d.expMonth, exp_year: d.expYear, behaviour }, deps.now());
      return { card: { cardId: c.card_id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year } };
    },
  }),

  'common_service/pay_records_v2': route({
    auth: true,
    schema: Paging,
    async run(d, caller, deps) {
      await settleDueFor(deps, caller!);
      const { rows, hasMore } = await ordersPage(deps.store.db, caller!.uid, d.page, d.pageSize);
      return { list: rows.map((o) => ({ ...orderStatus(o, 0).orderDetail, payStatus: o.status })), page: d.page, hasMore };
    },
  }),

  'account_service/reward': route({
    auth: true,
    schema: v.object({ rewardType: v.literal(3, 'must be 3 (lucky box)') }),
    async run(_d, caller, deps) {
      if (!deps.callConfig.switches.enableLuckyBox) throw new ApiError(0, 'lucky box disabled');
      const now = deps.now();
      const today = dayOf(now);
      const gems = 5 + Math.floor(Math.random() * 46); // 5..50
      const balance = await creditReward(deps.store.db, { uid: caller!.uid, kind: 'lucky_box', day: today, gems, now });
      if (balance === undefined) throw new ApiError(0, 'lucky box already opened');
      return { rewardGems: gems, gemsBalance: balance, nextAvailableAt: (today + 1) * DAY_MS };
    },
  }),

  // Open to visitors (spec §2 /task and /domain in two brands): without a token, the catalogue
  // as a new viewer sees it (nothing done, nothing claimed); claiming still needs an account.
  'common_service/user_tasks_info': route({
    auth: 'optional',
    schema: v.looseObject({}),
    async run(_d, caller, deps) {
      if (!deps.callConfig.switches.enableUserTaskEntrance) throw new ApiError(0, 'tasks disabled');
      return caller ? taskInfo(deps, caller) : visitorTaskInfo();
    },
  }),

  'common_service/user_tasks_completed': route({
    auth: true,
    schema: v.object({ taskKey: v.picklist(['check_in', ...TASKS.map((t) => t.taskKey)], 'unknown taskKey') }),
    async run(d, caller, deps) {
      if (!deps.callConfig.switches.enableUserTaskEntrance) throw new ApiError(0, 'tasks disabled');
      const u = caller!;
      const now = deps.now();
      let coins: number;
      let balance: number | undefined;
      if (d.taskKey === 'check_in') {
        const today = dayOf(now);
        if (await hasReward(deps.store.db, u.uid, 'check_in', today)) throw new ApiError(0, 'already checked in');
        const s = streak(await checkInDays(deps.store.db, u.uid), today);
        coins = CHECK_IN_COINS[s.days % CHECK_IN_COINS.length]!;
        balance = await creditReward(deps.store.db, { uid: u.uid, kind: 'check_in', day: today, gems: coins, now });
        if (balance === undefined) throw new ApiError(0, 'already checked in');
      } else {
        const task = TASKS.find((t) => t.taskKey === d.taskKey)!;
        const info = await taskInfo(deps, u);
        const status = info.userTaskInfos.find((t) => t.taskKey === task.taskKey)!.taskStatus;
        if (status === 2) throw new ApiError(0, 'already claimed');
        // install_web_app is done when the app reports it (this call); the others need their fact.
        if (status === 0 && task.taskKey !== 'install_web_app') throw new ApiError(0, 'task not done');
        coins = task.coins;
        balance = await claimTask(deps.store.db, { uid: u.uid, taskKey: task.taskKey, coins, now });
        if (balance === undefined) throw new ApiError(0, 'already claimed');
      }
      return { coins, gemsBalance: balance, info: await taskInfo(deps, u) };
    },
  }),

  'common_service/check_in_notification': route({
    auth: true,
    schema: v.object({ enable: v.boolean('must be true or false') }),
    async run(d, caller, deps) {
      return { isRemindCheckIn: await setRemindCheckIn(deps.store.db, caller!.uid, d.enable) };
    },
  }),

  // Open to visitors (spec §2 /silveranchor, /club in two brands): without a token only the
  // public fields of each host (no real name, birthday or about); a silver call still needs one.
  'anchorlist_services/club_anchor_list': route({
    auth: 'optional',
    schema: Paging,
    async run(d, caller, deps) {
      if (!deps.callConfig.switches.enableSilverClub) return { status: 0, clubAnchorItem: [], page: d.page, hasMore: false };
      const now = deps.clock.now();
      const { rows, hasMore } = await deps.store.anchorPage('hot', 'all', d.page, d.pageSize);
      return {
        status: 1,
        clubAnchorItem: rows.map((r) => ({ ...(caller ? anchorItem(r, now) : publicAnchorItem(r, now)), silverCallPrice: Math.max(10, Math.round(r.price / 2)) })),
        page: d.page,
        hasMore,
      };
    },
  }),

  'common_service/club_reward_record': route({
    auth: true,
    schema: Paging,
    async run(d, caller, deps) {
      const { rows, hasMore } = await silverPage(deps.store.db, caller!.uid, d.page, d.pageSize);
      return { list: rows, page: d.page, hasMore };
    },
  }),
};
