import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffThemeProvider } from '../../../staff/staff-theme-provider.tsx';
import { RichTextField } from './rich-text-field.tsx';

afterEach(cleanup);

function renderField() {
  const changes: string[] = [];
  render(
    <StaffThemeProvider>
      <RichTextField label="Article" value="<p>Our menu</p>" onChange={(html) => changes.push(html)} />
    </StaffThemeProvider>,
  );
  return changes;
}

describe('the rich-text link box', () => {
  it('says why a javascript: link is refused and stays open, instead of dropping it without a word', async () => {
    const changes = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const box = await screen.findByRole('group', { name: 'Link' });
    // the popover is still in its opening transition for happy-dom's styles: its parts are found as
    // they are in the tree (the journey in e2e/panel-posts.test.ts uses the real box)
    const address = within(box).getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(document.cookie)' } });
    fireEvent.click(within(box).getByText('Save'));
    expect(within(box).getByText(/A javascript: link is not allowed: it would run code/)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(box.isConnected).toBe(true);
    expect(changes.join('')).not.toContain('javascript:');

    // typing again clears the message; Enter saves as the button does
    fireEvent.change(address, { target: { value: 'https://tacos.example/menu' } });
    expect(within(box).queryByText(/is not allowed/)).toBeNull();
  });
});
