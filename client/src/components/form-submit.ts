/** A form's submit event as a plain action: the page does not reload, the action runs. */
import type { FormEvent } from 'react';

export const submitting = (run: () => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  run();
};
