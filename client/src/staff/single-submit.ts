/**
 * A submit that cannot run twice at once: while the first is in flight, further calls are
 * ignored (a double click, Enter pressed twice), and `busy` drives the button's progress state.
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleSubmit<A extends unknown[]>(
  submit: (...args: A) => Promise<void>,
): { run: (...args: A) => Promise<void>; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await submit(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [submit],
  );
  return { run, busy };
}
