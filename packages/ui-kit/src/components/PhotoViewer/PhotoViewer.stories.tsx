import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoViewer } from './PhotoViewer.tsx';

const photo = (n: number, w: number, h: number, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="hsl(${hue} 60% 60%)"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="white"/><text x="20" y="60" font-size="48" fill="white">${n}</text></svg>`)}`;
const photos = [
  { key: 'a', src: photo(1, 480, 640, 260), alt: 'Portrait photo' },
  { key: 'b', src: photo(2, 800, 400, 20), alt: 'Wide photo' },
  { key: 'c', src: photo(3, 500, 500, 150), alt: 'Square photo' },
];
const labels = { dialog: 'Photo viewer', close: 'Close', next: 'Next photo', previous: 'Previous photo', zoomIn: 'Zoom in', zoomOut: 'Zoom out' };

const meta = {
  title: 'Composites/PhotoViewer',
  component: PhotoViewer,
  args: { photos, index: 0, labels, counterLabel: 'Photo 1 of 3', onClose: () => {}, onIndexChange: () => {} },
  render: function Render(args) {
    const [i, setI] = useState(args.index);
    return <PhotoViewer {...args} index={i} onIndexChange={setI} counterLabel={`Photo ${i + 1} of ${args.photos.length}`} />;
  },
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {};
export const RightToLeft: Story = { args: { dir: 'rtl', labels: { ...labels, dialog: 'عارض الصور' } } };
