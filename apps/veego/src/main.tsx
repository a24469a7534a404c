import { mountApp, type Environment } from '@vchat/features';
import { brand } from './brand.ts';

const ENVIRONMENTS: readonly Environment[] = ['development', 'test', 'production'];
const requested = import.meta.env.VITE_APP_ENV as string | undefined;
const env: Environment = ENVIRONMENTS.includes(requested as Environment) ? (requested as Environment) : 'development';

// The service worker exists in builds only (vite-plugin-pwa); the dev server has none.
void mountApp(brand, env, document.getElementById('root')!, { registerServiceWorker: import.meta.env.PROD });
