import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '../app/services.ts';

const Ctx = createContext<Services | null>(null);

/** Provides the app's services to screens. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <Ctx.Provider value={services}>{children}</Ctx.Provider>;
}

/** The app's services. Throws outside a ServicesProvider. */
export function useServices(): Services {
  const s = useContext(Ctx);
  if (!s) throw new Error('useServices outside ServicesProvider');
  return s;
}
