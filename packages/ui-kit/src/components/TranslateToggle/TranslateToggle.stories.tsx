import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx';
import { TranslateToggle } from './TranslateToggle.tsx';

const labels = { showOriginalLabel: 'Show original', showTranslationLabel: 'Show translation', translatingLabel: 'Translating…' };

const meta = {
  title: 'Chat/TranslateToggle',
  component: TranslateToggle,
  args: { translated: false, onToggle: () => {}, ...labels },
} satisfies Meta<typeof TranslateToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Translated: Story = { args: { translated: true } };
export const Translating: Story = { args: { translating: true } };

function InBubble({ direction }: { direction: 'in' | 'out' }) {
  const [state, setState] = useState<'original' | 'translating' | 'translated'>('original');
  const original = direction === 'in' ? '¡Hola! ¿Cómo estuvo tu día? Cuéntame todo 😊' : 'مرحبا، كيف حالك اليوم؟';
  const translation = direction === 'in' ? 'Hi! How was your day? Tell me everything 😊' : 'Hi, how are you today?';
  return (
    <div style={{ maxWidth: 420 }}>
      <MessageBubble
        direction={direction}
        text={original}
        timeLabel="12:03"
        footer={
          <>
            {state === 'translated' ? <span dir="auto">{translation}</span> : null}
            <TranslateToggle
              {...labels}
              translated={state === 'translated'}
              translating={state === 'translating'}
              onToggle={() => {
                if (state === 'translated') return setState('original');
                setState('translating');
                setTimeout(() => setState('translated'), 800);
              }}
            />
          </>
        }
      />
    </div>
  );
}

/** The footer slot of MessageBubble: translation + toggle, on both bubble colours. */
export const InMessageBubble: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <InBubble direction="in" />
      <InBubble direction="out" />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { showOriginalLabel: 'عرض الأصل', showTranslationLabel: 'عرض الترجمة', translatingLabel: 'جارٍ الترجمة…' },
  globals: { direction: 'rtl' },
};
