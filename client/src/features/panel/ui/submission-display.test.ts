import { describe, expect, it } from 'vitest';
import { fieldRows, previewOf, refusalNotice, senderOf } from './submission-display.ts';

describe('how a submission is shown', () => {
  it('names the sender by the name field, else the email', () => {
    expect(senderOf({ name: ' Ada Guest ', email: 'ada@example.test' })).toEqual({
      name: 'Ada Guest',
      email: 'ada@example.test',
    });
    expect(senderOf({ email: 'ada@example.test' })).toEqual({
      name: 'ada@example.test',
      email: 'ada@example.test',
    });
    expect(senderOf({ message: 'hi' })).toEqual({ name: 'Unknown sender', email: null });
  });

  it('lists name, email and phone first, then the other fields as sent, with labels', () => {
    const rows = fieldRows({
      guests: '80',
      message: 'Tacos',
      email: 'a@b.test',
      name: 'Ada',
      favourite_dish: 'Bao',
    });
    expect(rows.map((r) => [r.name, r.label, r.value])).toEqual([
      ['name', 'Name', 'Ada'],
      ['email', 'Email', 'a@b.test'],
      ['guests', 'Guests', '80'],
      ['message', 'Message', 'Tacos'],
      ['favourite_dish', 'Favourite dish', 'Bao'],
    ]);
  });

  it('previews the message on one line, cut with an ellipsis', () => {
    expect(previewOf({ name: 'Ada', message: 'Tacos\nfor   80' })).toBe('Tacos for 80');
    expect(previewOf({ name: 'Ada', truck: 'Bao Wow' })).toBe('Bao Wow');
    expect(previewOf({ name: 'Ada', email: 'a@b.test' })).toBe('');
    expect(previewOf({ message: 'x'.repeat(200) }, 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('says how many posts the hourly cap refused, since when and why', () => {
    expect(refusalNotice({ count: 57, since: '2026-03-02 14:05:09', hourly_limit: 100 })).toBe(
      "Since 2 Mar 2026, 14:05, 57 submissions were refused because the site's hourly limit (100) was " +
        'reached. The senders were asked to try again later.',
    );
    expect(refusalNotice({ count: 1, since: '2026-03-02 14:05:09', hourly_limit: 100 })).toMatch(
      /, 1 submission was refused because/,
    );
  });
});
