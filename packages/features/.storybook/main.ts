import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * Storybook 10 for the feature screens (issue 22.3): every screen and overlay as a story over
 * the headless client with a scripted transport (src/storybook/StoryApp.tsx). The ui-kit
 * components have their own Storybook (packages/ui-kit). The brands' logos are the apps' files.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [
    { from: '../../../apps/fachat/public', to: '/brands/fachat' },
    { from: '../../../apps/veego/public', to: '/brands/veego' },
    { from: '../../../apps/lumi/public', to: '/brands/lumi' },
    // The sandbox's images the recorded answers point at (e2e/tools/storyHttp.record.ts).
    { from: '../src/storybook/media', to: '/media' },
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
