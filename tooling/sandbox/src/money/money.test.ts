/**
 * The money side against a real database and Prosody (tooling/sandbox/MONEY.md, issue 9):
 * channels and prices, the test cards and UPI ids, gems credited exactly once per paid order,
 * idempotency keys, history, the lucky box, tasks and check-in, the silver club. Time is the
 * sandbox's injected clock, moved by the tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, connectXmpp, startTestSandbox, signIn, waitPidGone, type TestSandbox, type XmppTestClient } from '../testkit.ts';

let sb: TestSandbox;
let now = Date.UTC(2026, 10, 24, 12, 0, 0);
const clients: XmppTestClient[] = [];
type Viewer = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  sb = await startTestSandbox({ clock: () => now });
});

afterAll(async () => {
  for (const c of clients) await c.stop();
  const pid = sb?.prosodyPid;
  await sb?.dispose();
  if (pid) expect(await waitPidGone(pid)).toBe(true);
});

const api = async (v: Viewer, path: string, data: unknown = {}, deviceInfo: unknown = {}) => (await call(sb.apiUrl, path, v, data, deviceInfo)).json;
const gems = async (v: Viewer) => (await api(v, 'account_service/account', { action: 1 })).data.gemsBalance as number;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
let keyN = 0;
const key = () => `key-${Date.now().toString(36)}-${keyN++}`;
const order = (v: Viewer, extra: Record<string, unknown>, cookies: Record<string, string> = {}) =>
  api(v, 'payment_service/create_order', { sku: 'gems_500', currency: 'USD', idempotencyKey: key(), ...extra }, { paymentCookies: cookies });

describe('payment channels (§3, §9)', () => {
  it('prices every SKU in the viewer\'s currency with two decimals; UPI and its apps only in INR', async () => {
    const v = await signIn(sb.apiUrl, '200001', 'viewer-one'); // profile country US
    const us = (await api(v, 'payment_service/payment_channels')).data;
    expect(us.userPayInfo).toEqual({ country: 'US', currency: 'USD' });
    expect(us.extend_info.skus.map((s: { sku: string; price: number }) => [s.sku, s.price])).toEqual([
      ['gems_100', 0.99], ['gems_500', 4.99], ['gems_1000', 9.99], ['gems_2000', 19.99], ['gems_5000', 49.99],
    ]);
    expect(us.extend_info.channels.map((c: { channel: string }) => c.channel)).toEqual(['card']);
    expect(us.gpayIsHide).toBe(true);
    const india = (await api(v, 'payment_service/payment_channels', { country: 'IN' })).data;
    expect(india.userPayInfo).toEqual({ country: 'IN', currency: 'INR' });
    expect(india.extend_info.skus[1]).toMatchObject({ sku: 'gems_500', currency: 'INR', price: 415.17, gems: 500, bonusGems: 50 });
    expect(india.extend_info.channels.map((c: { channel: string }) => c.channel)).toEqual(['card', 'upi']);
    expect(india.extend_info.upiApps.map((a: { name: string; packageName: string }) => `${a.name}=${a.packageName}`)).toEqual([
      'GPay=com.google.android.apps.nbu.paisa.user', 'BHIM=in.org.npci.upiapp', 'Paytm=net.one97.paytm', 'PhonePe=com.phonepe.app',
    ]);
    for (const s of india.extend_info.skus) expect(Math.round(s.price * 100) / 100).toBe(s.price);
    expect(india.countries.length).toBeGreaterThanOrEqual(23);
  });
});

describe('orders (MONEY.md)', () => {
  it('the success card credits the SKU\'s gems once, however often the status is asked; the viewer hears ReChargeSuccess', async () => {
    const v = await signIn(sb.apiUrl, '200002', 'viewer-two');
    await admin(sb, 'wallet', { uid: '200002', gems: 20, paid: false });
    const c = await connectXmpp(sb, v.jid.split('@')[0]!, v.vcToken);
    clients.push(c);
    const r = await order(v, { channel: 'card', card: card('4242 4242 4242 4242') }, { _ga: 'GA1.1', checkout_sid: 'abc' });
    expect(r.result).toBe(1);
    expect(r.data).toMatchObject({ payStatus: 'TXN_SUCCESS', gemsBalance: 20 + 550, orderDetail: { sku: 'gems_500', gems: 550, currency: 'USD', amount: 4.99, channel: 'card' } });
    for (let i = 0; i < 5; i++) {
      expect((await api(v, 'payment_service/pay_order_status', { orderId: r.data.orderDetail.orderId })).data.payStatus).toBe('TXN_SUCCESS');
    }
    expect(await gems(v)).toBe(570);
    expect((await api(v, 'account_service/account', { action: 1 })).data.paid).toBe(true);
    const signal = await c.next((s) => s.getChild('call', 'urn:vchat:call:0')?.attrs.action === 'ReChargeSuccess');
    expect(JSON.parse(signal.getChild('call', 'urn:vchat:call:0')!.getText())).toEqual({ gemsBalance: 570 });
  });

  it('the declined card fails clearly and changes nothing; bad numbers and expired cards are refused', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const before = await gems(v);
    const r = await order(v, { channel: 'card', card: card('4000000000000002') });
    expect(r.data).toMatchObject({ payStatus: 'TXN_FAILURE', failReason: 'card_declined', gemsBalance: before });
    expect((await order(v, { channel: 'card', card: card('4242424242424241') })).msg).toBe('invalid card number');
    expect((await order(v, { channel: 'card', card: { ...card('4242424242424242'), expYear: 2020 } })).msg).toBe('card expired');
    expect((await order(v, { sku: 'gems_9', channel: 'card', card: card('4242424242424242') })).msg).toBe('unknown sku');
    expect((await order(v, { currency: 'JPY', channel: 'card', card: card('4242424242424242') })).msg).toBe('unsupported currency');
    expect(await gems(v)).toBe(before);
  });

  it('the authentication card waits for the code: a wrong one fails, the right one pays', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const before = await gems(v);
    const a = await order(v, { channel: 'card', card: card('4000 0000 0000 3220') });
    expect(a.data.payStatus).toBe('PENDING_AUTH');
    const wrong = await api(v, 'payment_service/checkout/authentication_payment', { orderId: a.data.orderDetail.orderId, code: '000000' });
    expect(wrong.data).toMatchObject({ payStatus: 'TXN_FAILURE', failReason: 'authentication_failed', gemsBalance: before });
    const b = await order(v, { channel: 'card', card: card('4000000000003220') });
    const ok = await api(v, 'payment_service/checkout/authentication_payment', { orderId: b.data.orderDetail.orderId, code: '123456' });
    expect(ok.data).toMatchObject({ payStatus: 'TXN_SUCCESS', gemsBalance: before + 550 });
    // Authenticating again credits nothing more.
    await api(v, 'payment_service/checkout/authentication_payment', { orderId: b.data.orderDetail.orderId, code: '123456' });
    expect(await gems(v)).toBe(before + 550);
  });

  it('one idempotency key is one order: a double click credits once; the key with another SKU is refused', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const before = await gems(v);
    const k = key();
    const body = { sku: 'gems_100', currency: 'USD', idempotencyKey: k, channel: 'card', card: card('4242424242424242') };
    const [a, b] = await Promise.all([api(v, 'payment_service/create_order', body), api(v, 'payment_service/create_order', body)]);
    expect(a.data.orderDetail.orderId).toBe(b.data.orderDetail.orderId);
    expect(await gems(v)).toBe(before + 100);
    const other = await api(v, 'payment_service/create_order', { ...body, sku: 'gems_5000' });
    expect(other).toMatchObject({ result: 0, msg: 'idempotency key reused with a different order' });
    expect(await gems(v)).toBe(before + 100);
  });

  it('UPI: success after 3 s, failure after 3 s, pending for 8 s then success; INR only', async () => {
    const v = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const before = await gems(v);
    const upi = (vpa: string) => order(v, { currency: 'INR', channel: 'upi', vpa });
    expect((await order(v, { channel: 'upi', vpa: 'success@upi' })).msg).toBe('UPI pays in INR only');
    expect((await upi('not an id')).msg).toBe('invalid UPI id');
    const ok = (await upi('success@upi')).data;
    now += 1;
    const bad = (await upi('failure@upi')).data;
    now += 1;
    const slow = (await upi('pending@upi')).data;
    for (const o of [ok, bad, slow]) expect(o.payStatus).toBe('PENDING');
    const status = async (o: { orderDetail: { orderId: string } }) => (await api(v, 'payment_service/pay_order_status', { orderId: o.orderDetail.orderId })).data;
    now += 3000;
    expect((await status(ok)).payStatus).toBe('TXN_SUCCESS');
    expect(await status(bad)).toMatchObject({ payStatus: 'TXN_FAILURE', failReason: 'upi_declined' });
    expect((await status(slow)).payStatus).toBe('PENDING');
    now += 5000;
    expect((await status(slow)).payStatus).toBe('TXN_SUCCESS');
    for (let i = 0; i < 3; i++) await status(slow);
    expect(await gems(v)).toBe(before + 2 * 550);
  });

  it('saves a card (last 4 digits only) and pays with it; a declined card is not saved', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const saved = await api(v, 'payment_service/save_bank_card', card('4242424242424242'));
    expect(saved.data.card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(JSON.stringify(saved)).not.toContain('42424242');
    expect((await api(v, 'payment_service/save_bank_card', card('4000000000000002'))).msg).toBe('card declined');
    const before = await gems(v);
    const paid = await order(v, { channel: 'card', card: { cardId: saved.data.card.cardId } });
    expect(paid.data).toMatchObject({ payStatus: 'TXN_SUCCESS', gemsBalance: before + 550 });
    const channels = (await api(v, 'payment_service/payment_channels')).data;
    expect(channels.cards.map((c: { last4: string }) => c.last4)).toContain('4242');
  });

  it('lists the viewer\'s orders newest first with their status; another viewer\'s order is not found', async () => {
    const v = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const list = (await api(v, 'common_service/pay_records_v2', { page: 1, pageSize: 50 })).data.list as Array<{ payStatus: string; createdAt: number; orderId: string }>;
    expect(list.map((o) => o.payStatus)).toEqual(['TXN_SUCCESS', 'TXN_FAILURE', 'TXN_SUCCESS']); // pending@upi, failure@upi, success@upi
    expect(list.map((o) => o.createdAt)).toEqual([...list.map((o) => o.createdAt)].sort((a, b) => b - a));
    const other = await signIn(sb.apiUrl, '200003', 'viewer-three');
    expect((await api(other, 'payment_service/pay_order_status', { orderId: list[0]!.orderId })).msg).toBe('order not found');
  });
});

describe('lucky box, tasks and check-in', () => {
  it('opens one lucky box a day, credited by the server; off when the config says so', async () => {
    const v = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const before = await gems(v);
    const r = (await api(v, 'account_service/reward', { rewardType: 3 })).data;
    expect(r.rewardGems).toBeGreaterThanOrEqual(5);
    expect(r.gemsBalance).toBe(before + r.rewardGems);
    expect(await api(v, 'account_service/reward', { rewardType: 3 })).toMatchObject({ result: 0, msg: 'lucky box already opened' });
    now += 86_400_000;
    expect((await api(v, 'account_service/reward', { rewardType: 3 })).result).toBe(1);
    await admin(sb, 'config', { enableLuckyBox: false });
    now += 86_400_000;
    expect(await api(v, 'account_service/reward', { rewardType: 3 })).toMatchObject({ result: 0, msg: 'lucky box disabled' });
    expect((await api(v, 'account_service/combine_info')).data.configInfo.mainInfo.commonConfig.enableLuckyBox).toBe(false);
    await admin(sb, 'config', { enableLuckyBox: true });
  });

  it('checks in once a day with a live countdown and a growing streak', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const info0 = (await api(v, 'common_service/user_tasks_info')).data;
    expect(info0).toMatchObject({ checkInDays: 0, checkInTaskInfo: { status: 0 }, coins: 10, nextCheckInCountdown: 0 });
    const before = await gems(v);
    const r = (await api(v, 'common_service/user_tasks_completed', { taskKey: 'check_in' })).data;
    expect(r).toMatchObject({ coins: 10, gemsBalance: before + 10 });
    expect(r.info).toMatchObject({ checkInDays: 1, checkInTaskInfo: { status: 1 } });
    expect(r.info.nextCheckInCountdown).toBeGreaterThan(0);
    expect(r.info.nextCheckInCountdown).toBeLessThanOrEqual(86_400);
    expect(await api(v, 'common_service/user_tasks_completed', { taskKey: 'check_in' })).toMatchObject({ result: 0, msg: 'already checked in' });
    now += 86_400_000;
    const day2 = (await api(v, 'common_service/user_tasks_completed', { taskKey: 'check_in' })).data;
    expect(day2.info.checkInDays).toBe(2);
    expect(await gems(v)).toBe(before + 20);
    expect((await api(v, 'common_service/check_in_notification', { enable: true })).data).toEqual({ isRemindCheckIn: true });
    expect((await api(v, 'common_service/user_tasks_info')).data.isRemindCheckIn).toBe(true);
  });

  it('claims a task\'s coins once, only when it is done', async () => {
    const v = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const before = await gems(v);
    expect(await api(v, 'common_service/user_tasks_completed', { taskKey: 'send_gift' })).toMatchObject({ result: 0, msg: 'task not done' });
    const install = (await api(v, 'common_service/user_tasks_completed', { taskKey: 'install_web_app' })).data;
    expect(install).toMatchObject({ coins: 50, gemsBalance: before + 50 });
    expect(install.info.userTaskInfos.find((t: { taskKey: string }) => t.taskKey === 'install_web_app').taskStatus).toBe(2);
    expect(await api(v, 'common_service/user_tasks_completed', { taskKey: 'install_web_app' })).toMatchObject({ result: 0, msg: 'already claimed' });
    // 200003 paid orders above: first_recharge is done and claimable once.
    expect((await api(v, 'common_service/user_tasks_info')).data.userTaskInfos.find((t: { taskKey: string }) => t.taskKey === 'first_recharge').taskStatus).toBe(1);
    expect((await api(v, 'common_service/user_tasks_completed', { taskKey: 'first_recharge' })).data.coins).toBe(100);
    expect(await gems(v)).toBe(before + 150);
  });
});

describe('silver club', () => {
  it('lists the club\'s hosts with a silver call price, and the silver a recharge earned; closed when switched off', async () => {
    const v = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const club = (await api(v, 'anchorlist_services/club_anchor_list', { page: 1, pageSize: 10 })).data;
    expect(club.status).toBe(1);
    expect(club.clubAnchorItem).toHaveLength(10);
    expect(club.clubAnchorItem[0]).toMatchObject({ jid: expect.stringMatching(/^anchor_/), silverCallPrice: expect.any(Number) });
    const rewards = (await api(v, 'common_service/club_reward_record')).data.list;
    expect(rewards).toEqual([expect.objectContaining({ silver: 55, reason: 'recharge_bonus' })]);
    await admin(sb, 'config', { enableSilverClub: false });
    expect((await api(v, 'anchorlist_services/club_anchor_list')).data).toMatchObject({ status: 0, clubAnchorItem: [] });
    await admin(sb, 'config', { enableSilverClub: true });
  });

  it('serves a visitor (no token) the club\'s hosts with public fields only, and still refuses what needs an account', async () => {
    const club = (await call(sb.apiUrl, 'anchorlist_services/club_anchor_list', {}, { page: 1, pageSize: 5 })).json;
    expect(club.result).toBe(1);
    expect(club.data.status).toBe(1);
    expect(club.data.clubAnchorItem).toHaveLength(5);
    const host = club.data.clubAnchorItem[0];
    expect(host).toMatchObject({ jid: expect.stringMatching(/^anchor_/), nickName: expect.any(String), silverCallPrice: expect.any(Number) });
    expect(Object.keys(host).sort()).toEqual(['avatarUrl', 'country', 'gender', 'jid', 'language', 'nickName', 'privateChatPrice', 'silverCallPrice', 'status', 'uid']);
    // A token that is sent must be valid: a forged one is refused, never read as a visitor.
    expect((await call(sb.apiUrl, 'anchorlist_services/club_anchor_list', { jid: host.jid, vcToken: 'forged' })).json.result).toBe(-2);
    // What needs an account stays closed to visitors.
    expect((await call(sb.apiUrl, 'common_service/club_call_times', {})).json.result).toBe(-2);
    expect((await call(sb.apiUrl, 'common_service/club_reward_record', {})).json.result).toBe(-2);
  });

  it('serves a visitor the tasks as a new viewer sees them; claiming and check-in need an account', async () => {
    const info = (await call(sb.apiUrl, 'common_service/user_tasks_info', {})).json;
    expect(info.result).toBe(1);
    expect(info.data).toMatchObject({ checkInDays: 0, checkInTaskInfo: { status: 0 }, coins: 10, nextCheckInCountdown: 0 });
    expect(info.data.userTaskInfos.length).toBeGreaterThan(0);
    expect(info.data.userTaskInfos.every((t: { taskStatus: number }) => t.taskStatus === 0)).toBe(true);
    expect((await call(sb.apiUrl, 'common_service/user_tasks_completed', {}, { taskKey: 'check_in' })).json.result).toBe(-2);
    expect((await call(sb.apiUrl, 'common_service/user_tasks_completed', {}, { taskKey: 'install_web_app' })).json.result).toBe(-2);
  });
});
