export type { BrandConfig, BrandHosts, BrandRouteFlags, Environment } from './brand.ts';
export { mountApp } from './app/App.tsx';
export { createServices, type Services } from './app/services.ts';
export { needsLogin, popupBackground, imPanelVisibleAfter } from './router/access.ts';
