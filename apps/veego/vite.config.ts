import { brandViteConfig } from '@vchat/vite-app';
import { brandInfo } from './src/brandInfo.ts';

export default brandViteConfig({ brand: brandInfo });
