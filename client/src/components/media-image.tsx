/**
 * An image slot. Post media and blocks hold media ids; the item is read by id and its URL built
 * as spec §7 says (storage base, the domain host, path, hashed name). Width and height are
 * always given (no layout shift); images below the fold load lazily. An empty slot shows its
 * fallback — or, on a route containing `build` for a signed-in user, a placeholder frame.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { mediaThumbnailPath, mediaUrlPath } from '#shared/media-url.ts';
import type { MediaRef } from '#shared/page-blocks/block-props.ts';
import { useMediaItem } from '../content/media.ts';
import { useSignedIn } from '../content/session.ts';

interface MediaImageProps {
  id: MediaRef | undefined;
  /** used when the media item has no alt text; empty string marks a decorative image */
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  /** above the fold: load eagerly */
  priority?: boolean;
  fallback?: ReactNode;
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
}: MediaImageProps) {
  const media = useMediaItem(id ?? null);
  const { pathname } = useLocation();
  const onBuildRoute = isBuildRoute(pathname);
  const signedIn = useSignedIn(onBuildRoute && !media);
  if (!media) {
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
    return <>{fallback ?? null}</>;
  }
  const host = window.location.hostname;
  const src = mediaUrlPath(host, media);
  const realWidth = media.width ?? width;
  const realHeight = media.height ?? height;
  return (
    <img
      className={className}
      src={src}
      srcSet={`${mediaThumbnailPath(host, media)} 320w, ${src} ${realWidth}w`}
      sizes={sizes ?? `(min-width: 1024px) ${width}px, 100vw`}
      alt={media.alt || alt}
      width={realWidth}
      height={realHeight}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
