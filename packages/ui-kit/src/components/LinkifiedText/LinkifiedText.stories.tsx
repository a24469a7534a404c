import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkifiedText } from './LinkifiedText.tsx';

const meta = {
  title: 'Primitives/LinkifiedText',
  component: LinkifiedText,
  args: { text: 'My profile: https://example.com/u/aisha (see you there!)\nSecond line stays a line.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16, borderRadius: 16, background: 'rgba(127,127,160,.08)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkifiedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing here becomes markup or a link; every line shows literally. */
export const SafetyCorpus: Story = {
  args: {
    text: [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'Override: \u202Eexe.gpj (stays inside this line)',
      'Only this is a link: https://example.com',
    ].join('\n'),
  },
};

/** Arabic with an embedded URL: the URL stays LTR, the paragraph reads RTL. */
export const MixedDirection: Story = {
  args: { text: 'شاهد هذا الرابط https://example.com/ar ثم أخبرني رأيك 😊' },
  globals: { direction: 'rtl' },
};

export const LongUrl: Story = {
  args: { text: 'https://averyveryveryveryveryveryveryverylongurlwithoutspaces.example.com/path/to/something?query=1' },
};
