import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../http/api-client.ts';

const shown: string[] = [];
vi.mock('./toasts.ts', () => ({
  showErrorToast: async (text: string) => {
    shown.push(text);
  },
}));

const { reportSwrError } = await import('./swr-errors.ts');

describe('the global SWR error handler', () => {
  it('shows the spec toast for API errors and leaves 401 to the session flow', async () => {
    reportSwrError(
      new ApiRequestError(422, { statusCode: 422, message: 'Invalid', errors: { email: ['is taken'] } }),
    );
    reportSwrError(new ApiRequestError(401, { statusCode: 401, message: 'Unauthorized' }));
    reportSwrError(new ApiRequestError(500, { statusCode: 500, message: 'Internal Server Error' }));
    reportSwrError(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual(['is taken', 'Internal Server Error', 'Error!']);
  });
});
