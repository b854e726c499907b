/**
 * The upload queue (upload-queue.ts) bound to a component: its rows as state, the library's pages
 * read again after each upload, a 401 sent to sign-in, any other refusal in the error toast of
 * docs/product.md#errors too, and every upload stopped on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import type { Media } from '#shared/schemas/content.ts';
import { toastForError } from '../../../../feedback/error-reporting.ts';
import { useSendToSignIn } from '../../../../staff/staff-session.ts';
import { useCacheUpdates } from '../../shell/panel-reads.ts';
import { isMediaPageKey, uploadMedia } from './media-requests.ts';
import { createUploadQueue, type UploadItem } from './upload-queue.ts';

export function useUploads(onUploaded?: (media: Media) => void) {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const { stale } = useCacheUpdates();
  const sendToSignIn = useSendToSignIn();
  const callbacks = useRef({ onUploaded, stale, sendToSignIn });
  callbacks.current = { onUploaded, stale, sendToSignIn };
  const [queue] = useState(() =>
    createUploadQueue({
      upload: (file, options) => uploadMedia(file, '', options),
      onChange: setItems,
      onUploaded: (media) => {
        void callbacks.current.stale(isMediaPageKey);
        callbacks.current.onUploaded?.(media);
      },
      onUnauthorized: () => callbacks.current.sendToSignIn(),
      onRefused: toastForError,
    }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  return { items, queue };
}
