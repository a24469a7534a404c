import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';
import type { Services } from '../app/services.ts';
import { openCoinStoreAtom } from '../common/purchase.ts';

/** Buying gems (spec §2, §6): the coin store, the card checkout, the payment history. */
const meta = {
  title: 'Screens/Payments',
  component: StoryApp,
  play: settle,
  args: { route: '/personalhome' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const openStore = (s: Services) => s.store.set(openCoinStoreAtom, { path: '/personalhome' });

/** The coin store over Me, as "Buy gems" opens it. */
export const CoinStore: Story = { args: { prepare: openStore } };
export const Checkout: Story = { args: { route: '/checkoutCards?sku=gems_500&country=US' } };
export const PaymentHistory: Story = { args: { route: '/paymenthistory' } };
