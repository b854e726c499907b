/**
 * A site-scoped collection's write hook (made from its declaration; the FAQ here) owns its invalidation (docs/decisions/040): after a write the reads it
 * changes are asked again and the screen's data is the new one, with no mutate() in the screen;
 * a refused write revalidates too (a delete answered 404 means the list is stale).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { type Faq, FaqCategorySchema, FaqSchema } from '#shared/schemas/content.ts';
import { swrFetcher } from '../../../http/api-client.ts';
import { apiAnswer, apiErrorAnswer } from '../../../test-support/api-answers.ts';
import { useSiteItems, useSiteItemWrites } from './site-collection-requests.ts';

const faq = (id: number, question: string): Faq => ({
  id,
  question,
  answer: '<p>Yes</p>',
  category: null,
  position: id,
});

let faqs: Faq[];
let reads: Record<string, number>;
let writes: ReturnType<typeof useSiteItemWrites> | undefined;

function FaqProbe() {
  const list = useSiteItems<Faq>('faqs');
  useSiteItems('faq-categories');
  writes = useSiteItemWrites('faqs');
  return (
    <ul aria-label="questions">
      {list.items?.map((f) => (
        <li key={f.id}>{f.question}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  faqs = [faq(1, 'Do you cater?'), faq(2, 'Vegan options?')];
  reads = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET') reads[url] = (reads[url] ?? 0) + 1;
      if (method === 'GET' && url === API.faqs) return apiAnswer(Type.Array(FaqSchema), faqs);
      if (method === 'GET' && url === API.faqCategories) return apiAnswer(Type.Array(FaqCategorySchema), []);
      if (method === 'PATCH' && url === API.faq(1)) {
        faqs = [{ ...faq(1, 'Do you cater weddings?') }, faqs[1] as Faq];
        return apiAnswer(FaqSchema, faqs[0] as Faq);
      }
      if (method === 'DELETE' && url === API.faq(2)) {
        return apiErrorAnswer({ statusCode: 404, message: 'FAQ not found' });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderProbe() {
  render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <FaqProbe />
    </SWRConfig>,
  );
}

describe('useSiteItemWrites of the FAQ', () => {
  it('a saved question is read again and shown, the categories are left alone', async () => {
    renderProbe();
    await screen.findByText('Do you cater?');
    await act(async () => {
      await writes?.save(1, { question: 'Do you cater weddings?', answer: '<p>Yes</p>', category: null });
    });
    await screen.findByText('Do you cater weddings?');
    expect(reads[API.faqs]).toBe(2);
    expect(reads[API.faqCategories]).toBe(1);
  });

  it('a delete refused as not found still reads the list again', async () => {
    renderProbe();
    await screen.findByText('Vegan options?');
    faqs = [faq(1, 'Do you cater?')];
    await act(async () => {
      await expect(writes?.remove(2)).rejects.toMatchObject({ status: 404 });
    });
    await waitFor(() => expect(screen.queryByText('Vegan options?')).toBeNull());
    expect(reads[API.faqs]).toBe(2);
  });
});
