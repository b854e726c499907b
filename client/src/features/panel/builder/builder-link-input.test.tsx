import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffThemeProvider } from '../../../staff/staff-theme-provider.tsx';
import { LINKABLE_PAGES_PATH } from '../ui/page-anchors.ts';
import { BuilderLinkInput } from './builder-link-input.tsx';

const page = (url: string, title: string, content: unknown[]) => ({
  id: url.length,
  url,
  title,
  post_body: { root: { props: {} }, content, zones: {} },
});

const PUBLISHED = {
  data: [
    page('/about', 'About', [
      { type: 'Hero', props: { id: 'h', title: 'About us', anchor: '' } },
      { type: 'RichText', props: { id: 'r', title: '', anchor: 'menu' } },
      { type: 'OpeningHours', props: { id: 'o', title: 'Find us', anchor: 'hours' } },
    ]),
    page('/blog', 'Blog', [{ type: 'BlogList', props: { id: 'b', title: 'Posts' } }]),
  ],
};

let latest = '';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback: { [LINKABLE_PAGES_PATH]: PUBLISHED } }}>
      <StaffThemeProvider>
        <BuilderLinkInput label="Button link" value={value} onChange={setValue} />
      </StaffThemeProvider>
    </SWRConfig>
  );
}

afterEach(cleanup);

describe("a block's link to a page and one of its anchors", () => {
  it("offers the chosen page's anchors, by their blocks' titles or kinds", async () => {
    render(<Harness initial="/about" />);
    const part = screen.getByRole('combobox', { name: 'Part of the page' });
    fireEvent.click(part);
    expect(await screen.findByRole('option', { name: 'Rich text (#menu)', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Find us (#hours)', hidden: true }));
    expect(latest).toBe('/about#hours');
    expect((screen.getByRole('combobox', { name: 'Button link' }) as HTMLInputElement).value).toBe(
      '/about#hours',
    );
  });

  it('says nothing of parts for a page without anchors or an address', () => {
    render(<Harness initial="/blog" />);
    expect(screen.queryByRole('combobox', { name: 'Part of the page' })).toBeNull();
    cleanup();
    render(<Harness initial="https://example.test/" />);
    expect(screen.queryByRole('combobox', { name: 'Part of the page' })).toBeNull();
  });
});
