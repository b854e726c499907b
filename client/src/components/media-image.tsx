/**
 * An image slot. Post media and blocks hold media ids; the item is read by id and its URL built
 * as docs/product.md#media says (storage base, the domain host, path, hashed name). `srcset` offers its WebP
 * copies (shared/image-slots.ts) and the full image, the browser picks one for `sizes`; the `src`
 * of browsers without `srcset` is the WebP at 1x of the slot (the smallest copy as wide as the
 * slot's `width`, else the full image: docs/product.md, images are WebP at densities 1 and 2 — the
 * PNG thumbnail is the library's, not the page's); an image uploaded before the copies were made
 * offers just the full image. Width and height are the image's own, so its box is sized
 * before it loads (no layout shift); images below the fold load lazily. An empty slot shows its
 * fallback — or, on a route containing `build` for a signed-in user, a placeholder frame, or a
 * small label naming the slot where a frame would lie over text (a hero's backdrop and logo).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { mediaUrlPath } from '#shared/media-url.ts';
import type { MediaRef } from '#shared/page-blocks/block-props.ts';
import { useMediaItem } from '../content/media.ts';
import { useSignedIn } from '../content/session.ts';

interface MediaImageProps {
  id: MediaRef | undefined;
  /** used when the media item has no alt text; empty string marks a decorative image */
  alt: string;
  width: number;
  height: number;
  /** how wide the slot is shown; by default `width` CSS pixels, never wider than the screen */
  sizes?: string;
  className?: string;
  /** above the fold: load eagerly */
  priority?: boolean;
  fallback?: ReactNode;
  /** in the builder, the empty slot is a small label with this name instead of a frame */
  placeholderLabel?: string;
}

/** The file of `media` for a slot `width` CSS pixels wide at 1x: its smallest copy that wide, else itself. */
export function oneXFile(
  media: { variants?: readonly { width: number; file: string }[] | undefined },
  width: number,
) {
  return (media.variants ?? []).find((variant) => variant.width >= width)?.file;
}

export function isBuildRoute(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment === 'build');
}

export function MediaImage({
  id,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
  fallback,
  placeholderLabel,
}: MediaImageProps) {
  const media = useMediaItem(id ?? null);
  const { pathname } = useLocation();
  const onBuildRoute = isBuildRoute(pathname);
  const signedIn = useSignedIn(onBuildRoute && !media);
  if (!media) {
    if (onBuildRoute && signedIn && placeholderLabel) {
      return (
        <div
          className="image-placeholder image-placeholder--label"
          role="img"
          aria-label={`Empty image slot: ${placeholderLabel}`}
        >
          <span aria-hidden="true">{placeholderLabel}</span>
        </div>
      );
    }
    if (onBuildRoute && signedIn) {
      return (
        <div
          className={`image-placeholder ${className ?? ''}`}
          role="img"
          aria-label="Empty image slot"
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          <span aria-hidden="true">Image</span>
        </div>
      );
    }
    return fallback;
  }
  const host = location.hostname;
  const realWidth = media.width ?? width;
  return (
    <img
      className={className}
      src={mediaUrlPath(host, media, oneXFile(media, width))}
      srcSet={[
        ...(media.variants ?? []).map((v) => `${mediaUrlPath(host, media, v.file)} ${v.width}w`),
        `${mediaUrlPath(host, media)} ${realWidth}w`,
      ].join()}
      sizes={sizes ?? `min(${width}px, 100vw)`}
      alt={media.alt || alt}
      width={realWidth}
      height={media.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
