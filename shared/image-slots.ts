/**
 * The image slots of the public site and the widths (CSS pixels) they are shown at, at most
 * (issue 9). Every upload gets a WebP copy at 1x and 2x of each (docs/product.md#lists-and-dates: densities 1
 * and 2, format webp), never wider than the image itself; `<img srcset>` lists them and the browser
 * picks by the slot's `sizes`.
 * - logo: member logos and the hero logo (96–160 px)
 * - card: member and post card posters (360 px), gallery tiles (400 px)
 * - content: image blocks (the page container, 1176 px), blog post (728 px) and catering images
 * - hero: full-width hero images (100vw on a 1600 px screen; wider screens get the original)
 */
import { IMAGE_DENSITIES } from './limits.ts';

export const IMAGE_SLOT_WIDTHS = { logo: 160, card: 400, content: 1200, hero: 1600 } as const;

export type ImageSlot = keyof typeof IMAGE_SLOT_WIDTHS;

/** The widths of the WebP copies made of an upload, ascending, each once. */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_SLOT_WIDTHS).flatMap((width) => IMAGE_DENSITIES.map((d) => width * d))),
].sort((a, b) => a - b);
