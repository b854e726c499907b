import { describe, expect, it } from 'vitest';
import { UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import type { AuditEvent } from '#shared/schemas/audit.ts';
import { entityHref } from './activity-entities.ts';
import { activitySentence, sentenceText } from './activity-sentence.ts';
import { eventTime } from './activity-time.ts';

const ANA = { id: 3, name: 'Ana Ruiz', email: 'ana@example.test' };

function event(patch: Partial<AuditEvent>): AuditEvent {
  return {
    id: 1,
    at: '2026-11-23 13:05:00',
    site: { id: 1, host: 'localhost', name: 'Main Street Trucks' },
    user: ANA,
    action: 'update',
    entity: 'posts',
    entity_id: '12',
    entity_kind: null,
    entity_label: null,
    detail: null,
    method: 'PUT',
    route: '/api/posts/:id/data',
    address: '127.0.0.1',
    ...patch,
  };
}

const words = (patch: Partial<AuditEvent>) => sentenceText(activitySentence(event(patch)));

describe('activity sentences', () => {
  it('names a post by its collection and title when known', () => {
    expect(words({ action: 'publish', entity_kind: 'members', entity_label: 'Taco Loco' })).toBe(
      'Ana Ruiz published the member “Taco Loco”',
    );
    expect(words({ action: 'purge', entity_kind: 'blog', entity_label: 'Opening day' })).toBe(
      'Ana Ruiz permanently deleted the blog post “Opening day”',
    );
  });

  it('falls back to the noun and the id', () => {
    expect(words({})).toBe('Ana Ruiz updated post 12');
    expect(words({ entity: 'media', entity_id: '4', action: 'delete' })).toBe('Ana Ruiz deleted image 4');
    expect(words({ entity: 'analytics', entity_id: null, action: 'create' })).toBe(
      'Ana Ruiz created an analytics item',
    );
  });

  it('names the things of one', () => {
    expect(words({ entity: 'options/colors', entity_id: null })).toBe('Ana Ruiz updated the site colors');
    expect(words({ entity: 'account', entity_id: null })).toBe('Ana Ruiz updated their account');
  });

  it('says the whole action when the verb needs no object', () => {
    expect(words({ entity: 'session', action: 'sign-in', entity_id: null })).toBe('Ana Ruiz signed in');
    expect(words({ entity: 'account/two-factor', action: 'enable-two-factor' })).toBe(
      'Ana Ruiz turned on two-factor sign-in',
    );
    expect(
      words({ entity: 'users', entity_id: '8', entity_label: 'Bo Li', action: 'send-password-link' }),
    ).toBe('Ana Ruiz sent a password link to the user “Bo Li”');
  });

  it('uses the email when the name is missing, "Someone" for an unknown account', () => {
    expect(words({ user: { id: 3, name: null, email: 'ana@example.test' } })).toBe(
      'ana@example.test updated post 12',
    );
    expect(
      words({
        user: { id: null, name: null, email: UNKNOWN_ACCOUNT },
        action: 'sign-in-failed',
        entity: 'session',
      }),
    ).toBe('Someone failed to sign in');
  });

  it('reads an account the viewer may not see as someone, and a user acted on as "a user"', () => {
    const hidden = { id: null, name: null, email: UNKNOWN_ACCOUNT };
    expect(words({ user: hidden, entity: 'users', entity_id: null, action: 'delete' })).toBe(
      'Someone deleted a user',
    );
    expect(
      words({ entity: 'users', entity_id: null, entity_label: null, action: 'send-password-link' }),
    ).toBe('Ana Ruiz sent a password link to a user');
    expect(entityHref('users', null, null), 'and links to no user screen').toBeUndefined();
  });

  it('still reads an action or entity it has no words for', () => {
    expect(words({ action: 'archive', entity: 'things/parts', entity_id: '2' })).toBe(
      'Ana Ruiz archive: parts 2',
    );
  });
});

describe('activity links', () => {
  it("links a post to its collection's edit screen", () => {
    expect(entityHref('posts', 'members', '12')).toBe('/panel/members/12');
    expect(entityHref('posts', null, '12')).toBeUndefined();
  });

  it('links site options and taxonomy to their screens; nothing for what has none', () => {
    expect(entityHref('options/colors', null, null)).toBe('/panel/site-options');
    expect(entityHref('categories', null, '3')).toBe('/panel/taxonomy');
    expect(entityHref('session', null, null)).toBeUndefined();
    expect(entityHref('cache', null, null)).toBeUndefined();
  });
});

describe('event times', () => {
  const now = new Date('2026-11-23T14:05:30Z');
  it('reads the API’s UTC time and says it relatively', () => {
    expect(eventTime('2026-11-23 13:05:00', now)?.relative).toBe('1 hour ago');
    expect(eventTime('2026-11-23 14:05:10', now)?.relative).toBe('just now');
    expect(eventTime('2026-11-23 13:05:00', now)?.iso).toBe('2026-11-23T13:05:00.000Z');
    expect(eventTime('not a time', now)).toBeUndefined();
  });
});
