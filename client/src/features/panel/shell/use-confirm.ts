/** State of one confirmation dialog: ask, then run the confirmed action once. */
import { useCallback, useState } from 'react';
import type { ConfirmRequest } from './confirm-dialog.tsx';

export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const close = useCallback(() => {
    if (!busy) setRequest(null);
  }, [busy]);
  const confirm = useCallback(async () => {
    if (!request || busy) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      setRequest(null);
    }
  }, [request, busy]);
  return { dialog: { request, busy, onClose: close, onConfirm: () => void confirm() }, ask };
}
