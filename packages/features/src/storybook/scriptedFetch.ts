/**
 * The HTTP half of the stories' scripted transport (issue 22.3): a `fetch` for the headless
 * client that answers the product API (spec §7) from a script instead of a server. Nothing
 * leaves the page. Storybook only: the app and the tests use the real transport.
 */

/** One recorded answer: the `data` the request sent, and the envelope `data` the server gave. */
export interface ScriptedAnswer {
  request: unknown;
  data: unknown;
}

/**
 * What the API answers, by path under the API root (`login`, `get_anchor_list`, …): a list of
 * recorded answers (the first whose request matches the one sent is used, else the first), or
 * a function of the request's `data` (return `{ fail: 'message' }` for a refusal, result 0).
 */
export type HttpScript = Record<string, ScriptedAnswer[] | ((request: unknown) => unknown)>;

/** What a scripted fetch saw: every path asked, and the ones the script had no answer for. */
export interface FetchLog {
  asked: string[];
  unanswered: string[];
  /** Requests of the API not answered yet, and when the last one started or ended (ms). */
  inflight?: number;
  lastChange?: number;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** True when every field of `want` (a recorded request) has the same value in `got`. */
function sameRequest(want: unknown, got: unknown): boolean {
  if (want === null || typeof want !== 'object') return JSON.stringify(want) === JSON.stringify(got);
  if (got === null || typeof got !== 'object') return false;
  return Object.entries(want).every(([k, v]) => JSON.stringify(v) === JSON.stringify((got as Record<string, unknown>)[k]));
}

/**
 * A `fetch` over `script` for requests whose path starts with `apiRoot` (e.g. `/api`): POST
 * bodies are the §7 envelope; the answer is `{ result: 1, data }`, or `{ result: 0, msg }` for
 * a `{ fail }` answer or a path the script lacks (logged in `log.unanswered`, and on the console
 * so a story's missing answer is found). Requests under `sinkRoots` (the analytics endpoint)
 * are taken with 204 and dropped. Other URLs (images) go to the real fetch.
 */
export function scriptedFetch(script: HttpScript, apiRoot: string, log: FetchLog = { asked: [], unanswered: [] }, sinkRoots: string[] = []): typeof fetch {
  const realFetch = globalThis.fetch.bind(globalThis);
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (sinkRoots.some((r) => url.pathname.startsWith(new URL(r, location.href).pathname))) return new Response(null, { status: 204 });
    const root = new URL(apiRoot, location.href).pathname.replace(/\/$/, '');
    if (!url.pathname.startsWith(`${root}/`)) return realFetch(input, init);
    const path = url.pathname.slice(root.length + 1);
    log.asked.push(path);
    log.inflight = (log.inflight ?? 0) + 1;
    log.lastChange = Date.now();
    try {
      return await answerOf(path, init);
    } finally {
      log.inflight = (log.inflight ?? 1) - 1;
      log.lastChange = Date.now();
    }
  };

  async function answerOf(path: string, init: RequestInit | undefined): Promise<Response> {
    let request: unknown = null;
    try {
      request = (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { data?: unknown }).data ?? null;
    } catch {
      /* not JSON: answered as a request without data */
    }
    const answer = script[path];
    if (!answer) {
      log.unanswered.push(path);
      console.warn(`[story] no scripted answer for ${path}`);
      return json({ result: 0, msg: `no scripted answer for ${path}` });
    }
    if (typeof answer === 'function') {
      const out = answer(request) as { fail?: string } | undefined;
      if (out && typeof out === 'object' && 'fail' in out && typeof out.fail === 'string') return json({ result: 0, msg: out.fail });
      return json({ result: 1, data: out ?? null });
    }
    // The same request, else the recorded one that agrees on the most fields, else the first.
    const same = JSON.stringify(request);
    const fields = (a: ScriptedAnswer) => (a.request && typeof a.request === 'object' ? Object.keys(a.request).length : 0);
    const hit = answer.find((a) => JSON.stringify(a.request) === same) ?? answer.filter((a) => sameRequest(a.request, request)).sort((a, b) => fields(b) - fields(a))[0] ?? answer[0];
    return json({ result: 1, data: hit?.data ?? null });
  }
}
