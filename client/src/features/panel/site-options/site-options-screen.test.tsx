import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { PostSchema } from '#shared/schemas/content.ts';
import {
  DomainColorSchema,
  DomainOptionsSchema,
  ErrorPageOptionsSchema,
  SeoParamsSchema,
  SocialLinkSchema,
} from '#shared/schemas/domain-options.ts';
import {
  ColorsUpdateSchema,
  DomainOptionsUpdateSchema,
  MenusDocumentSchema,
} from '#shared/schemas/options-requests.ts';
import { apiAnswer, apiFieldErrorsAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen, stubDocumentFonts } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { SiteOptionsScreen } from './site-options-screen.tsx';

const OPTIONS = {
  title: 'Rolling Kitchens',
  address: '',
  phone: '',
  email: 'hello@rolling.test',
  outgoing_email: '',
  social_media_title: '',
  menu_title: 'Menu',
  join_title: '',
  join_text: '',
  copyright: '',
  time_zone: 'UTC',
  auth_background: null,
  logo: null,
  fav_icon: null,
};
const COLORS = [
  { id: 1, domain_color_type_id: 1, code: '#e4572e' },
  { id: 2, domain_color_type_id: 4, code: '#e4572e' },
];

let writes: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  writes = [];
  stubDocumentFonts();
  stubApi(async ({ url, method, body }) => {
    if (method !== 'GET') {
      writes.push({ method, url, body });
      if (url === '/api/options/options') {
        if (body.email === 'taken@rolling.test') {
          return apiFieldErrorsAnswer(400, 'Bad request', { email: ['This address bounces'] });
        }
        return apiAnswer(DataEnvelope(DomainOptionsSchema), { data: { ...OPTIONS, ...body } });
      }
      if (url === '/api/options/colors') {
        return apiAnswer(DataEnvelope(Type.Array(DomainColorSchema)), {
          data: body.map((c: { domain_color_type_id: number; code: string }, i: number) => ({
            id: i + 1,
            ...c,
          })),
        });
      }
    }
    if (url === '/api/options/options') return apiAnswer(DomainOptionsSchema, OPTIONS);
    if (url === '/api/options/colors') return apiAnswer(Type.Array(DomainColorSchema), COLORS);
    if (url === '/api/options/menus')
      return apiAnswer(MenusDocumentSchema, { menuBody: { header: [], footer: [] } });
    if (url === '/api/options/socials') return apiAnswer(Type.Array(SocialLinkSchema), []);
    if (url === '/api/options/seo') return apiAnswer(SeoParamsSchema, { title: '', description: '' });
    if (url === '/api/options/error-page') {
      return apiAnswer(ErrorPageOptionsSchema, {
        domainErrorPage: {
          title: 'Oops',
          subtitle: '',
          section_title: '',
          section_text: '',
          truck_image: null,
        },
        members: [],
      });
    }
    if (url.startsWith('/api/posts/published'))
      return apiAnswer(DataEnvelope(Type.Array(PostSchema)), { data: [] });
    return new Response('{}', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(hash = '') {
  return renderPanelScreen(
    [
      { path: '/panel/site-options', element: <SiteOptionsScreen /> },
      { path: '/panel', element: <p>panel home</p> },
    ],
    `/panel/site-options${hash}`,
  );
}

describe('the site options screen', () => {
  it('saves a section on its own, puts the API’s field errors on the fields, and marks unsaved tabs', async () => {
    renderScreen();
    const general = await screen.findByRole('form', { name: 'General' });
    const title = await within(general).findByRole('textbox', { name: /Site name/ });
    fireEvent.change(title, { target: { value: 'Rolling Kitchens Collective' } });
    expect(screen.getByRole('tab', { name: /General \(unsaved changes\)/ })).toBeTruthy();

    const email = within(general).getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'taken@rolling.test' } });
    fireEvent.click(within(general).getByRole('button', { name: 'Save general options' }));
    expect(await within(general).findByText('This address bounces')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'hi@rolling.test' } });
    fireEvent.click(within(general).getByRole('button', { name: 'Save general options' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'General' })).toBeTruthy());
    const sent = writes.at(-1);
    expect(sent?.url).toBe('/api/options/options');
    expect(Value.Check(DomainOptionsUpdateSchema, sent?.body)).toBe(true);
    expect(sent?.body).toMatchObject({
      title: 'Rolling Kitchens Collective',
      email: 'hi@rolling.test',
      logo: null,
    });
  });

  it('warns about a text colour below 4.5:1 as it is picked, and saves every colour type', async () => {
    renderScreen('#colours');
    const colours = await screen.findByRole('form', { name: 'Colours' });
    expect(await within(colours).findByText(/Every text meets WCAG AA/)).toBeTruthy();
    const accent = within(colours).getByRole('textbox', { name: /^Accent text/ });
    fireEvent.change(accent, { target: { value: '#ffd8a8' } });
    expect(
      await within(colours).findByText(
        /Links \(accent text\) on the page \(light theme\): \d(\.\d)?:1, below 4\.5:1/,
      ),
    ).toBeTruthy();
    expect(within(colours).getByText('One text colour is hard to read')).toBeTruthy();
    // the preview paints with the colour being edited
    expect(
      (within(colours).getByTestId('site-preview-light') as HTMLElement).style.getPropertyValue(
        '--color-accent-text',
      ),
    ).toBe('#ffd8a8');

    fireEvent.change(accent, { target: { value: '#b83a16' } });
    fireEvent.click(within(colours).getByRole('button', { name: 'Save colours' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(Value.Check(ColorsUpdateSchema, writes[0]?.body)).toBe(true);
    expect(writes[0]?.body).toHaveLength(5);
    expect(writes[0]?.body).toContainEqual({ domain_color_type_id: 1, code: '#b83a16' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderScreen('#seo');
    const seo = await screen.findByRole('form', { name: 'SEO' });
    fireEvent.change(await within(seo).findByRole('textbox', { name: /Title for search engines/ }), {
      target: { value: 'Street food in Riverside' },
    });
    void router.navigate('/panel');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/panel/site-options');
  });
});
