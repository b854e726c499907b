/**
 * The embeddable player address of a YouTube or Vimeo link (the two the CSP's frame-src allows),
 * or undefined for any other address.
 */
export function videoEmbedUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname.startsWith('/embed/') || url.pathname.startsWith('/shorts/')
        ? url.pathname.split('/')[2]
        : url.searchParams.get('v');
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (host === 'youtu.be') {
    id = url.pathname.slice(1);
    return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
    return id ? `https://player.vimeo.com/video/${id}` : undefined;
  }
  return undefined;
}
