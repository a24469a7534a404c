import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '../app/services.ts';

/**
 * What screens get: the client's commands and state, without its protocol parts (the API
 * client, the chat connection, the local database): components dispatch commands, they never
 * call those (ARCHITECTURE.md).
 */
export type ScreenServices = Omit<Services, 'api' | 'chat' | 'chatStore' | 'chatMetrics'>;

const Ctx = createContext<Services | null>(null);

/** Provides the app's services to screens. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <Ctx.Provider value={services}>{children}</Ctx.Provider>;
}

/** The app's services for a screen. Throws outside a ServicesProvider. */
export function useServices(): ScreenServices {
  const s = useContext(Ctx);
  if (!s) throw new Error('useServices outside ServicesProvider');
  return s;
}
