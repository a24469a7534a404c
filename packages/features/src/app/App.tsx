/**
 * The app root a brand mounts: jotai store, i18n, services and the router.
 * `mountApp(brand, env, element)` creates everything, waits for the start language, renders,
 * then restores the session in the background.
 */
import { StrictMode, startTransition } from 'react';
import { openKeyValueStore } from '@vchat/client/keyValue';
import { consentAtom, mainUserAtom, parseQuery } from '@vchat/client';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from '@vchat/i18n';
import type { BrandConfig, Environment } from '../brand.ts';
import { createServices, type Services, type ServicesOptions } from './services.ts';
import { ServicesProvider } from '../common/ServicesContext.tsx';
import { createAppRouter } from '../router/routes.tsx';
import { preloadSignIn } from '../router/screens.ts';
import { heldClick, prerenderHint, takeHeldClick, writePrerenderHint } from './prerender.ts';
import { landingActionOfText, landingRoute } from '../landing/landingTap.ts';
import { listenForWorkerPushes } from '../pwa/pwa.ts';

/**
 * Creates the services and router and renders the app into `element`. Returns the services.
 * `options.registerServiceWorker`: production builds pass true (the worker exists only there).
 */
export async function mountApp(brand: BrandConfig, env: Environment, element: HTMLElement, options: ServicesOptions = {}): Promise<Services> {
  document.documentElement.classList.add(brand.themeClass);
  // Before the first await: a push the worker forwards while the app starts is not lost.
  listenForWorkerPushes();
  // A tap the prerendered landing held is, but for its footer links, one that opens the sign-in
  // sheet: the sheet's code is fetched now, beside the app's start, not after it (issue 21,
  // tap → talking). A footer tap only costs its 5 kB fetched early.
  if (heldClick()) void preloadSignIn();
  // Small values: IndexedDB first, then web SQL, localStorage, memory (§9); loaded once here so
  // every later read is synchronous.
  const storage = await openKeyValueStore();
  const services = createServices(brand, env, options, storage);
  const router = createAppRouter(services);
  // Development builds expose the services for debugging and the budget benchmark.
  if (env === 'development' || 'debug' in parseQuery(location.search)) {
    (window as unknown as { __vchat?: Services }).__vchat = services;
  }
  await services.i18n.ready;
  // The prerendered landing's guard reads this hint before the app runs (./prerender.ts).
  const updateHint = () =>
    writePrerenderHint(prerenderHint({
      language: services.i18n.language(),
      signedIn: services.store.get(mainUserAtom) !== null,
      consentAnswered: services.store.get(consentAtom) !== null,
    }));
  services.store.sub(mainUserAtom, updateHint);
  services.store.sub(consentAtom, updateHint);
  services.i18n.i18n.on('languageChanged', updateHint);
  updateHint();
  // Restore before the first route resolves, so a reload on a login-required route stays there.
  const restoring = services.start();
  // A tap the prerendered landing held on one of its buttons goes straight to the route that
  // button opens: the first render is then the sign-in sheet, not the landing drawn only to be
  // tapped and left (issue 21, tap → talking: a render and a commit fewer on a slow phone). Any
  // other held tap is replayed on the app's own page once it is drawn (RootLayout).
  const held = heldClick();
  const action = held?.tag === 'BUTTON' ? landingActionOfText(held.text, (key) => services.i18n.i18n.t(key)) : null;
  if (action) {
    takeHeldClick();
    router.history.push(landingRoute(action, services.session.hasUser()));
  }
  // The route is resolved first (its screen's code is here): over the prerendered landing
  // (index.html, tooling/vite-app/prerender.mjs) React's first commit replaces the markup, and a
  // commit before the route is ready would show an empty page for a frame or more; elsewhere a
  // first render before it would be redone at once, synchronously, as the router's state
  // settles (issue 21, signed-in wall TBT).
  await router.load();
  const root = createRoot(element);
  // A transition: React renders the tree in slices of a few ms, so the first render is not
  // one long task that blocks a tap (issue 21, TBT). Its commit replaces the markup at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <JotaiProvider store={services.store}>
          <I18nextProvider i18n={services.i18n.i18n}>
            <ServicesProvider services={services}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </I18nextProvider>
        </JotaiProvider>
      </StrictMode>,
    ),
  );
  await restoring;
  return services;
}
