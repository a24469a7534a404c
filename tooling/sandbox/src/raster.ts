/**
 * Raster copies of the sandbox's generated SVG pictures at the `/img480` size (spec §9, §12
 * "avatar and anchor image suffix /img480"). In production that suffix asks the image CDN for a
 * 480 px raster of a host's photo; the sandbox draws its hosts as SVG, so it renders the same
 * picture to WebP here. A browser decodes a WebP off the main thread, an SVG image on it, so
 * the sized pictures now cost the page what a real photo costs.
 */
import sharp from 'sharp';

/** Width of the `/img480` size, px. */
export const SIZED_WIDTH = 480;

/** Renders SVG sources to 480 px wide WebP and keeps the newest `max` of them in memory. */
export class RasterCache {
  private readonly done = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly max = 600) {}

  /**
   * The WebP (480 px wide, height by the SVG's aspect) of the SVG `svg()` returns, under `key`.
   * Concurrent asks for one key share one render. Rejects when the SVG cannot be rendered.
   */
  webp(key: string, svg: () => string): Promise<Buffer> {
    const hit = this.done.get(key);
    if (hit) return Promise.resolve(hit);
    const running = this.pending.get(key);
    if (running) return running;
    const job = sharp(Buffer.from(svg()), { density: 144 })
      .resize({ width: SIZED_WIDTH })
      .webp({ quality: 78 })
      .toBuffer()
      .then((buf) => {
        if (this.done.size >= this.max) this.done.delete(this.done.keys().next().value!);
        this.done.set(key, buf);
        return buf;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }
}
