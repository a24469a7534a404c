import { brandViteConfig } from '@vchat/vite-app';

export default brandViteConfig({ brand: 'lumi' });
