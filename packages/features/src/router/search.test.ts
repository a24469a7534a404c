import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { validateOrderSearch } from '../payments/search.ts';
import { routerSearch } from './search.ts';

/** A router like the app's (same search options) with the payment return route. */
async function open(url: string) {
  const root = createRootRoute();
  const payResult = createRoute({ getParentRoute: () => root, path: '/payresult', validateSearch: validateOrderSearch });
  const any = createRoute({ getParentRoute: () => root, path: '/goddess' });
  const router = createRouter({ routeTree: root.addChildren([payResult, any]), history: createMemoryHistory({ initialEntries: [url] }), ...routerSearch });
  await router.load();
  return router;
}

describe('route search params (§9 query-string limits)', () => {
  it('a payment return page keeps a numeric-looking order id as the string its validator expects', async () => {
    const router = await open('/payresult?orderId=123456&app=PhonePe');
    expect(router.state.location.search).toEqual({ orderId: '123456', app: 'PhonePe' });
  });

  it('reads at most 1,000 parameters and arrays of at most 20', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => `p${i}=1`).join('&');
    const router = await open(`/goddess?${many}`);
    expect(Object.keys(router.state.location.search)).toHaveLength(1000);
    const long = await open(`/goddess?${Array.from({ length: 25 }, (_, i) => `a[]=${i}`).join('&')}`);
    expect(Array.isArray((long.state.location.search as { a: unknown }).a)).toBe(false);
  });

  it('writes links that read back the same', async () => {
    const router = await open('/goddess');
    const loc = router.buildLocation({ to: '/payresult', search: { orderId: '42', app: 'GPay' } } as never);
    expect(loc.href).toBe('/payresult?orderId=42&app=GPay');
  });
});
