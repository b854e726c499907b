import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { CreateDomainBodySchema, DomainSummarySchema } from '#shared/schemas/options-requests.ts';
import { apiAnswer, apiFieldErrorsAnswer } from '../../../test-support/api-answers.ts';
import { COLLECTIVE_SITES } from '../../../test-support/collective-sites.ts';
import { renderPanelScreen } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { siteAddress } from '../shell/site-address.ts';
import {
  type CreateDomainValues,
  initialCreateDomainValues,
  toCreateDomainRequest,
  validateCreateDomain,
} from './create-domain-form.ts';
import { CreateDomainScreen } from './create-domain-screen.tsx';

let writes: { url: string; body: unknown; headers: Headers }[];

beforeEach(() => {
  writes = [];
  // panel calls carry X-Site-Context: panel, read from the page's address
  window.history.replaceState(null, '', '/panel/create-domain');
  stubApi(async ({ url, method, body, headers }) => {
    if (method === 'POST' && url === '/api/options/domains') {
      writes.push({ url, body, headers });
      if (body.host === 'localhost') {
        return apiFieldErrorsAnswer(409, 'Conflict', { host: ['A domain with this host already exists'] });
      }
      return apiAnswer(
        DataEnvelope(DomainSummarySchema),
        { data: { id: 3, host: body.host, name: body.name } },
        {
          status: 201,
        },
      );
    }
    if (url === '/api/options/domains') return apiAnswer(Type.Array(DomainSummarySchema), COLLECTIVE_SITES);
    return new Response('{}', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen() {
  renderPanelScreen(
    [{ path: '/panel/create-domain', element: <CreateDomainScreen /> }],
    '/panel/create-domain',
  );
}

const values = (patch: Partial<CreateDomainValues>): CreateDomainValues => ({
  ...initialCreateDomainValues(),
  ...patch,
});

describe('the create-domain form', () => {
  it('maps an empty start and a copy to bodies the API schema accepts', () => {
    const empty = toCreateDomainRequest(values({ host: ' new.example.com ', name: ' New ' }));
    expect(empty).toEqual({ host: 'new.example.com', name: 'New', start_from: { kind: 'empty' } });
    expect(Value.Check(CreateDomainBodySchema, empty)).toBe(true);

    // every type checked: the list is left out (the API copies every type)
    const whole = toCreateDomainRequest(
      values({ host: 'copy.localhost', name: 'Copy', start: 'copy', source: '1' }),
    );
    expect(whole.start_from).toEqual({
      kind: 'copy',
      domain_id: 1,
      copy_analytics: false,
      copy_schedules: true,
    });
    expect(Value.Check(CreateDomainBodySchema, whole)).toBe(true);

    const some = toCreateDomainRequest(
      values({
        host: 'copy.localhost',
        name: 'Copy',
        start: 'copy',
        source: '2',
        postTypes: [String(POST_TYPE.member), String(POST_TYPE.page)],
      }),
    );
    expect(some.start_from).toEqual({
      kind: 'copy',
      domain_id: 2,
      post_type_ids: [POST_TYPE.page, POST_TYPE.member].sort((a, b) => a - b),
      copy_analytics: false,
      copy_schedules: true,
    });
    expect(Value.Check(CreateDomainBodySchema, some)).toBe(true);

    // the analytics items and verification tags only when asked for
    const tracked = toCreateDomainRequest(
      values({ host: 'copy.localhost', name: 'Copy', start: 'copy', source: '1', copyAnalytics: true }),
    );
    expect(tracked.start_from).toEqual({
      kind: 'copy',
      domain_id: 1,
      copy_analytics: true,
      copy_schedules: true,
    });
    expect(Value.Check(CreateDomainBodySchema, tracked)).toBe(true);
  });

  it('checks the host as the API does, and asks for the site to copy', () => {
    for (const host of [
      'Tacos.example.com',
      'http://tacos.test',
      'tacos.test:8080',
      'tacos.test.',
      '-a.test',
      'a b',
    ]) {
      expect(validateCreateDomain(values({ host, name: 'x' })).host, host).toBeDefined();
      // the API refuses them too
      expect(Value.Check(CreateDomainBodySchema, { host, name: 'x' }), host).toBe(false);
    }
    expect(validateCreateDomain(values({ host: 'tacos-2.example.com', name: 'x' }))).toEqual({});
    expect(validateCreateDomain(values({ host: 'a.test', name: ' ', start: 'copy' }))).toMatchObject({
      name: expect.any(String),
      source: expect.any(String),
    });
    expect(siteAddress('copy.localhost', { protocol: 'http:', port: '4173' })).toBe(
      'http://copy.localhost:4173/',
    );
    expect(siteAddress('copy.example.com', { protocol: 'https:', port: '' })).toBe(
      'https://copy.example.com/',
    );
  });
});

describe('the create-domain screen', () => {
  it('shows client and server errors on the host field, sends a copy with the chosen types and offers the new site', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'New domain' });
    const host = within(form).getByRole('textbox', { name: /Host name/ });
    fireEvent.change(host, { target: { value: 'Copy.Localhost' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Site name/ }), {
      target: { value: 'Copy Kitchens' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the site' }));
    expect(await within(form).findByText(/Use lower-case letters/)).toBeTruthy();
    expect(host.getAttribute('aria-invalid')).toBe('true');
    expect(writes).toHaveLength(0);

    // a taken host: the API's 409 on the field
    fireEvent.change(host, { target: { value: 'localhost' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the site' }));
    expect(await within(form).findByText('A domain with this host already exists')).toBeTruthy();
    expect(host.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(host, { target: { value: 'copy.localhost' } });
    fireEvent.click(within(form).getByRole('radio', { name: /A copy of one of your sites/ }));
    const analytics = within(form).getByRole('checkbox', {
      name: /Copy its analytics and verification tags/,
    });
    expect((analytics as HTMLInputElement).checked, 'off unless asked for').toBe(false);
    const types = within(form)
      .getAllByRole('checkbox')
      .filter((box) => box !== analytics);
    expect(types.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Blog' }));
    // no site to copy chosen yet
    fireEvent.click(within(form).getByRole('button', { name: 'Create the site' }));
    expect(await within(form).findByText('Choose the site to copy')).toBeTruthy();
    expect(writes).toHaveLength(1);

    fireEvent.click(within(form).getByRole('combobox', { name: /Site to copy/ }));
    fireEvent.click(
      await screen.findByRole('option', { name: /Rolling Kitchens \(localhost\)/, hidden: true }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create the site' }));
    expect(await screen.findByText('Copy Kitchens is ready')).toBeTruthy();

    const sent = writes.at(-1);
    expect(sent?.headers.get('X-Site-Context')).toBe('panel');
    expect(Value.Check(CreateDomainBodySchema, sent?.body)).toBe(true);
    expect(sent?.body).toEqual({
      host: 'copy.localhost',
      name: 'Copy Kitchens',
      start_from: {
        kind: 'copy',
        domain_id: 1,
        post_type_ids: [
          POST_TYPE.page,
          POST_TYPE.member,
          POST_TYPE.cuisine,
          POST_TYPE.showcase,
          POST_TYPE.catering,
        ].sort((a, b) => a - b),
        copy_analytics: false,
        copy_schedules: true,
      },
    });
    const open = screen.getByRole('link', { name: /Open copy\.localhost/ });
    expect(open.getAttribute('href')).toBe(siteAddress('copy.localhost'));
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Switch the panel to copy.localhost' })).toBeTruthy();
  });
});
