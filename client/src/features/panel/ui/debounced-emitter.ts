/**
 * Emits the latest value once no new value came for `waitMs` (docs/product.md#client-timings: rich-text
 * changes, 300 ms). `flush` emits a pending value at once (on blur, on unmount) so nothing typed is lost.
 */
export interface DebouncedEmitter<T> {
  push: (value: T) => void;
  flush: () => void;
  pending: () => boolean;
}

export function createDebouncedEmitter<T>(emit: (value: T) => void, waitMs: number): DebouncedEmitter<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: T;
  const fire = () => {
    timer = undefined;
    emit(latest);
  };
  return {
    push(value) {
      latest = value;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, waitMs);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      fire();
    },
    pending: () => timer !== undefined,
  };
}
