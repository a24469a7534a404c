/**
 * Issue 19.13: fuzzing the boundaries with fast-check, 10,000 runs each. What comes from the
 * server (a chat stanza, an API response, a hub call payload, a sensitive-info flag) is either
 * decoded into a value that keeps the spec's invariants, or refused with a reason; nothing
 * throws past the boundary, and no input reaches the decoders' catch-all (a swallowed bug).
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { MAX_MESSAGE_LENGTH, MESSAGE_TYPES, sensitiveVerdict, checkIncomingSender } from '@vchat/domain';
import { CALL_ACTIONS, decodeCallPayload, decodeCallSignal, decodeMessage, encodeMessage, type StanzaLike, type WireMessage } from '@vchat/xmpp-chat';
import { ApiError, createTransport, schemas } from '@vchat/api-client';
import { decodeCallContent } from '@vchat/call-engine';
import { recordFigure } from './report.ts';

const RUNS = 10_000;
/**
 * One seed for the whole file: fixed by default so a run is repeatable (CI does not turn red on
 * a new random draw); `FUZZ_SEED=random` (or a number) explores further.
 */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 19_013);
fc.configureGlobal({ seed: SEED });
const EXTRAS_NS = 'urn:vchat:extras:0';

/** A plain stanza tree for the decoders (they read name, attrs, children and text only). */
interface Node {
  name: string;
  attrs: Record<string, unknown>;
  text: string;
  children: Node[];
}
function stanza(n: Node): StanzaLike {
  return {
    name: n.name,
    attrs: n.attrs,
    getChild: (name, xmlns) => {
      const c = n.children.find((x) => x.name === name && (xmlns === undefined || x.attrs.xmlns === xmlns));
      return c ? stanza(c) : undefined;
    },
    getChildText: (name) => n.children.find((x) => x.name === name)?.text ?? null,
    getText: () => n.text,
  };
}

const jidish = fc.oneof(fc.string(), fc.constantFrom('anchor_1@anchors.localhost', 'user_1@localhost/web', 'hub.localhost', 'official@help.localhost', '@', ''));
/** Mostly well-formed, sometimes anything: so that both the accepting and the refusing paths run. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) => fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: bad, weight: 1 });
const attrValue = fc.oneof(fc.string(), jidish, fc.integer(), fc.constant(undefined));
const typeNumbers = Object.keys(MESSAGE_TYPES).map(Number);
/** Extras text: well-formed JSON with random fields, any JSON, or not JSON at all. */
const extrasText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.record({
    type: mostly(fc.constantFrom(...typeNumbers), fc.oneof(fc.integer(), fc.string(), fc.double())),
    date: mostly(fc.nat(), fc.oneof(fc.double(), fc.string())),
    nickName: mostly(fc.string(), fc.integer()),
    os: fc.string(),
    pkgName: fc.string(),
    version: mostly(fc.nat(), fc.string()),
    sensitiveInfo: mostly(fc.nat({ max: 15 }), fc.oneof(fc.integer(), fc.string())),
    attachment: fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.record({ id: fc.string(), giftId: fc.string(), sid: fc.string(), url: fc.string() }, { requiredKeys: [] })),
  }, { requiredKeys: ['type', 'date'] }).map((x) => JSON.stringify(x)) },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string() },
);
const leaf = (name: string, attrs: fc.Arbitrary<Record<string, unknown>>, text: fc.Arbitrary<string>): fc.Arbitrary<Node> =>
  fc.record({ name: fc.constant(name), attrs, text, children: fc.constant<Node[]>([]) });
const messageNode: fc.Arbitrary<Node> = fc.record({
  name: mostly(fc.constant('message'), fc.constantFrom('iq', 'presence', 'x')),
  attrs: fc.record({
    id: mostly(fc.string({ minLength: 1, maxLength: 60 }), attrValue),
    from: mostly(fc.constantFrom('anchor_1@anchors.localhost/r', 'hub.localhost', 'official@help.localhost'), attrValue),
    to: mostly(fc.constant('user_1@localhost/web'), attrValue),
    type: mostly(fc.constantFrom('chat', 'normal'), fc.constantFrom('error', 'groupchat', undefined)),
  }) as fc.Arbitrary<Record<string, unknown>>,
  text: fc.constant(''),
  children: fc.array(
    fc.oneof(
      leaf('extras', fc.constant({ xmlns: EXTRAS_NS }), extrasText),
      leaf('body', fc.constant({}), mostly(fc.string(), fc.string({ minLength: MAX_MESSAGE_LENGTH, maxLength: MAX_MESSAGE_LENGTH + 5 }))),
      leaf('call', fc.record({ xmlns: fc.constant('urn:vchat:call:0'), action: mostly(fc.constantFrom(...CALL_ACTIONS), fc.string()), sid: fc.string() }), mostly(fc.json(), fc.string())),
    ),
    { minLength: 1, maxLength: 4 },
  ),
});

/** What a decoded message always keeps (codec.ts, spec §3). */
function keepsInvariants(m: WireMessage): boolean {
  return !!m.mid && m.mid.length <= 200 && m.from.includes('@') && !m.from.includes('/') && !!m.to
    && m.content.length <= MAX_MESSAGE_LENGTH && Number.isFinite(m.date) && m.date >= 0 && typeof m.type === 'string' && m.type.length > 0;
}

it('the stanza decoder: 10,000 random stanzas decode with their invariants or are refused with a reason (19.13)', () => {
  let refused = 0;
  let decoded = 0;
  let signals = 0;
  fc.assert(
    fc.property(messageNode, (n) => {
      const r = decodeMessage(stanza(n));
      if (r.ok) {
        decoded++;
        return keepsInvariants(r.message);
      }
      refused++;
      expect(r.error).not.toMatch(/^undecodable stanza/); // the catch-all: an exception inside
      const sig = decodeCallSignal(stanza(n), 'hub.localhost');
      if (sig) signals++;
      return r.error.length > 0 && (!sig || (sig.from === 'hub.localhost' && sig.sid.length > 0 && sig.sid.length <= 200));
    }),
    { numRuns: RUNS },
  );
  // Round trip: every sendable message decodes back to itself.
  fc.assert(
    fc.property(
      fc.record({
        mid: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s.length > 0),
        content: fc.string({ maxLength: 300 }),
        nickName: fc.string({ maxLength: 50 }),
        date: fc.nat(),
        sensitiveInfo: fc.nat({ max: 15 }),
      }),
      (x) => {
        const w: WireMessage = { ...x, from: 'user_1@localhost', to: 'anchor_1@anchors.localhost', type: 'text', os: 'web', pkgName: 'p', version: 1 };
        const el = encodeMessage(w);
        const r = decodeMessage(el as unknown as StanzaLike);
        return r.ok && r.message.mid === w.mid && r.message.content === w.content && r.message.date === w.date && r.message.nickName === w.nickName;
      },
    ),
    { numRuns: 1000 },
  );
  recordFigure({ point: '19.13a', fault: 'fuzz: chat stanza decoder', figure: `${RUNS} runs (seed ${SEED}): ${decoded} decoded (invariants kept), ${refused} refused with a reason, ${signals} call signals; 1,000 round trips`, goal: 'nothing thrown, no catch-all', ok: true });
});

it('hub call payloads and call record content: 10,000 random payloads each typed or refused (19.13)', () => {
  let typed = 0;
  fc.assert(
    fc.property(fc.constantFrom(...CALL_ACTIONS), fc.jsonValue(), fc.jsonValue(), (action, payload, content) => {
      const p = decodeCallPayload(action, payload);
      if (p) typed++;
      const c = decodeCallContent(content);
      return (p === null || (typeof p === 'object' && !Array.isArray(p))) && (c === null || typeof c === 'object');
    }),
    { numRuns: RUNS },
  );
  recordFigure({ point: '19.13b', fault: 'fuzz: hub call payloads, call content', figure: `${RUNS} runs: ${typed} typed, ${RUNS - typed} refused`, goal: 'nothing thrown', ok: true });
});

it('the sensitive-info rule and the sender rule: 10,000 random inputs, a verdict every time (19.13)', () => {
  const domains = { helpDomain: 'help.localhost', hubDomain: 'hub.localhost' };
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.nat({ max: 255 })), fc.string(), jidish, jidish, (flags, type, from, to) => {
      const verdict = sensitiveVerdict(flags);
      const sender = checkIncomingSender({ type, from, to }, 'user_1@localhost', domains);
      return (verdict.action === 'drop' || verdict.action === 'keep') && (sender.ok ? typeof sender.peer === 'string' : sender.reason.length > 0);
    }),
    { numRuns: RUNS },
  );
  recordFigure({ point: '19.13c', fault: 'fuzz: sensitive-info and sender rules', figure: `${RUNS} runs: a verdict every time`, goal: 'nothing thrown', ok: true });
});

it('every API response schema through the transport: 10,000 random bodies give the typed value or an ApiError (19.13)', async () => {
  const all = (Object.entries(schemas) as Array<[string, unknown]>).filter((e): e is [string, v.GenericSchema] => typeof e[1] === 'object' && e[1] !== null && (e[1] as { kind?: string }).kind === 'schema');
  expect(all.length).toBeGreaterThan(40);
  let body: string = '';
  let status = 200;
  const logged: string[] = [];
  const t = createTransport({
    baseURL: 'http://fuzz.invalid/api',
    source: 'web_fuzz',
    deviceInfo: () => ({}) as never,
    session: () => null,
    retries: 0,
    log: (m) => logged.push(m),
    fetch: async () => new Response(status === 304 ? null : body, { status, headers: { 'content-type': 'application/json' } }),
  });
  const counts = { ok: 0, refused: 0 };
  const codes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: all.length - 1 }),
      fc.oneof(
        fc.record({ result: mostly(fc.constant(1), fc.integer()), msg: fc.oneof(fc.string(), fc.constant(undefined)), data: fc.jsonValue() }).map((x) => JSON.stringify(x)),
        fc.json(),
        fc.string(),
      ),
      fc.constantFrom(200, 200, 200, 304, 404, 500),
      async (i, b, s) => {
        body = b;
        status = s;
        const [, schema] = all[i]!;
        try {
          const out = await t.request('fuzz/path', {}, schema);
          counts.ok++;
          return v.safeParse(schema, out).success || out === undefined;
        } catch (e) {
          counts.refused++;
          if (!(e instanceof ApiError)) return false;
          codes.add(e.code);
          return e.message.length > 0;
        }
      },
    ),
    { numRuns: RUNS },
  );
  recordFigure({ point: '19.13d', fault: `fuzz: ${all.length} API response schemas via the transport`, figure: `${RUNS} runs: ${counts.ok} typed, ${counts.refused} ApiError (${[...codes].sort().join(', ')})`, goal: 'only typed values or ApiError', ok: true });
}, 120_000);
