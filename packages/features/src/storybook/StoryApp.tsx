/**
 * A feature screen in Storybook (issue 22.3): the real app (services, route tree, screens)
 * over the headless client, with a scripted transport instead of servers: HTTP answers from
 * `scriptedFetch` (recorded from the sandbox, `recorded.json`), the chat server from
 * `scriptedEntityFactory`, a memory router history at the story's route, small values in
 * memory and a chat database of its own per story. Brand and language come from the
 * Storybook toolbars (`StoryGlobals`, set by `.storybook/preview.tsx`).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { CONSENT_KEY, memoryStorage } from '@vchat/client';
import { I18nextProvider, type LanguageCode } from '@vchat/i18n';
import { createServices, type Services } from '../app/services.ts';
import { ServicesProvider } from '../common/ServicesContext.tsx';
import { createAppRouter } from '../router/routes.tsx';
import { scriptedFetch, type FetchLog, type HttpScript } from './scriptedFetch.ts';
import { scriptedEntityFactory, type XmppScript } from './scriptedXmpp.ts';
import type { BrandConfig } from '../brand.ts';
import { storyBrand } from './storyBrands.ts';
import { storyHttp } from './storyData.ts';
import { storyMedia } from './storyMedia.ts';

/** The toolbar values a story renders with. */
export interface StoryGlobalValues {
  /** The brand's own data (apps/<brand>/src/brand.ts); null until the preview gives it. */
  brand: BrandConfig | null;
  language: LanguageCode;
  /** The story's id: its chat database is `story-<id>`, kept between renders of the story. */
  storyId: string;
}

/** Set by the preview's decorator from the brand and language toolbars. */
export const StoryGlobals = createContext<StoryGlobalValues>({ brand: null, language: 'en', storyId: 'story' });

/** The story on screen: its fetch log and router, for {@link storySettled}. */
let current: { log: FetchLog; router: ReturnType<typeof createAppRouter>; services: Services } | null = null;

/**
 * Resolves once the story on screen has signed in, its route has loaded and no API request
 * has been pending for 400 ms (the screen shows its data, not a skeleton). The stories' `play`
 * awaits it, so the a11y check looks at the screen a viewer sees. Throws after `timeoutMs`.
 */
export async function storySettled(timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = current;
    const idle = c && c.router.state.status === 'idle' && !c.router.state.isLoading && !c.log.inflight && Date.now() - (c.log.lastChange ?? 0) >= 400;
    if (idle) return;
    if (Date.now() > until) throw new Error(`the story did not settle in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The story's text for a translation `key` (`message.attachGift`) in the toolbar's language, so
 * a play function finds a control by its name in every language. Throws when no story is on screen.
 */
export function storyText(key: string): string {
  if (!current) throw new Error('no story on screen');
  return current.services.i18n.i18n.t(key);
}

/** A story's `play` that waits for the screen ({@link storySettled}); set on every screen's meta. */
export const settle = async (): Promise<void> => storySettled();

/** Props of {@link StoryApp}. */
export interface StoryAppProps {
  /** The route the memory history opens, with its search (`/message?tid=…`). */
  route: string;
  /** Sign in as the recorded viewer before the route opens (default true). */
  signedIn?: boolean;
  /** Answers replacing or adding to the recorded ones, by API path. */
  http?: HttpScript;
  /** What the chat server holds: archive, who is online. */
  xmpp?: XmppScript;
  /** The camera of a call: a drawn picture (`granted`) or refused (`denied`); default none asked. */
  camera?: 'granted' | 'denied';
  /** The cookie notice's answer on the device (default 'accepted'; null: not answered, the notice shows). */
  cookieConsent?: 'accepted' | 'declined' | null;
  /** Runs once signed in, before the route renders (e.g. opening the coin store). */
  prepare?: (services: Services) => void | Promise<void>;
}

/** A tab store in memory (the browser's session storage is shared by every story of the page). */
function memoryTabStore() {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string | null) => void (value === null ? values.delete(key) : values.set(key, value)),
  };
}

/** The recorded viewer's account (tooling/sandbox seed: viewer one). */
const VIEWER = { uid: '200001', password: 'viewer-one' };

/**
 * Renders the app at `route` for the toolbar's brand and language. Shows "Loading story…" until
 * the sign-in (scripted) has finished; an error there is shown as text. Each mount has its own
 * services (stopped on unmount); the chat database is the story's own (`story-<id>`).
 */
export function StoryApp(props: StoryAppProps): ReactNode {
  const { brand, language, storyId } = useContext(StoryGlobals);
  const [state, setState] = useState<{ services: Services; router: ReturnType<typeof createAppRouter> } | { error: string } | null>(null);
  const { route, signedIn = true, http, xmpp, prepare, cookieConsent = 'accepted', camera } = props;

  useEffect(() => {
    let live = true;
    const dbName = `story-${storyId}`;
    const log: FetchLog = { asked: [], unanswered: [] };
    const storage = memoryStorage();
    storage.setItem('currentLanguage', JSON.stringify(language));
    if (cookieConsent) storage.setItem(CONSENT_KEY, JSON.stringify(cookieConsent));
    const url = new URL(route, 'http://story.local');
    if (!brand) {
      setState({ error: 'no brand: render stories inside the preview decorator' });
      return;
    }
    const services = createServices(storyBrand(brand), 'development', {
      platform: {
        fetch: scriptedFetch({ ...storyHttp, ...http }, '/api', log, ['/analytics']),
        createXmppEntity: scriptedEntityFactory(xmpp ?? {}),
        chatDb: { name: dbName },
        location: () => ({ pathname: url.pathname, search: url.search }),
        languages: () => [language],
        // The tab's store of its own: a call one story left is not "the call the last page left" of the next.
        tabStore: memoryTabStore(),
        ...(camera ? { media: storyMedia(camera) } : {}),
      },
    }, storage);
    (async () => {
      await services.i18n.ready;
      await services.start();
      if (signedIn) await services.session.loginWithPassword(VIEWER.uid, VIEWER.password);
      await prepare?.(services);
      const router = createAppRouter(services, createMemoryHistory({ initialEntries: [route] }));
      if (!live) return;
      current = { log, router, services };
      setState({ services, router });
    })().catch((err: unknown) => {
      if (live) setState({ error: err instanceof Error ? err.message : String(err) });
    });
    return () => {
      live = false;
      current = null;
      void services.stop();
    };
  }, [brand, language, storyId, route, signedIn, http, xmpp, prepare, cookieConsent, camera]);

  if (!state) return <p role="status">Loading story…</p>;
  if ('error' in state) return <p role="alert">The story could not start: {state.error}</p>;
  return (
    <JotaiProvider store={state.services.store}>
      <I18nextProvider i18n={state.services.i18n.i18n}>
        <ServicesProvider services={state.services}>
          <RouterProvider router={state.router} />
        </ServicesProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
