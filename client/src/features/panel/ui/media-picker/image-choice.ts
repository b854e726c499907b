/**
 * An image field's value: what a form shows and what the API is sent. Image options are written as
 * a media id, an image url or null, and read back as a url; a field holds the id while the image
 * was picked now, and the url to show it by in any case.
 */
/** An image as a form holds it: `id` when picked from the library now, always a url to show. */
export interface ImageChoice {
  id: number | null;
  url: string;
  alt?: string | undefined;
}

/** The stored url of an option as a choice (null: no image). */
export function imageChoiceOf(url: string | null | undefined): ImageChoice | null {
  return url ? { id: null, url } : null;
}

/** What an image option is written as: the media id when one was picked, else the url kept, else null. */
export function imageRefOf(choice: ImageChoice | null): number | string | null {
  if (!choice) return null;
  return choice.id ?? choice.url;
}
