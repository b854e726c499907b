/**
 * The audit log's vocabulary (issue 9, docs/decisions/015-audit-log.md): the actions the API
 * records and the types of what they touch, shared by the API (which derives them from each
 * staff call) and the panel's Activity screen (which filters by them and puts them in words).
 */

/**
 * What a staff member did: `verb` is its past tense in the Activity screen's sentences, followed
 * by what it touched ("published the member …") unless the verb is `whole` ("signed in").
 */
export const AUDIT_ACTIONS = {
  create: { label: 'Create', verb: 'created' },
  update: { label: 'Update', verb: 'updated' },
  delete: { label: 'Delete', verb: 'deleted' },
  purge: { label: 'Delete permanently', verb: 'permanently deleted' },
  publish: { label: 'Publish', verb: 'published' },
  unpublish: { label: 'Unpublish', verb: 'unpublished' },
  restore: { label: 'Restore', verb: 'restored' },
  reorder: { label: 'Reorder', verb: 'moved' },
  'sign-in': { label: 'Sign in', verb: 'signed in', whole: true },
  'sign-in-failed': { label: 'Failed sign-in', verb: 'failed to sign in', whole: true },
  'sign-out': { label: 'Sign out', verb: 'signed out', whole: true },
  'switch-site': { label: 'Switch site', verb: 'switched to this site', whole: true },
  'change-password': { label: 'Change password', verb: 'changed their password', whole: true },
  'start-two-factor': {
    label: 'Start two-factor setup',
    verb: 'started setting up two-factor sign-in',
    whole: true,
  },
  'enable-two-factor': { label: 'Turn on two-factor', verb: 'turned on two-factor sign-in', whole: true },
  'disable-two-factor': { label: 'Turn off two-factor', verb: 'turned off two-factor sign-in', whole: true },
  'clear-cache': { label: 'Clear cache', verb: 'cleared the cache', whole: true },
  deactivate: { label: 'Deactivate', verb: 'deactivated' },
  reactivate: { label: 'Reactivate', verb: 'reactivated' },
  'send-password-link': { label: 'Send password link', verb: 'sent a password link to' },
  'renew-recovery-codes': {
    label: 'New recovery codes',
    verb: 'made new two-factor recovery codes',
    whole: true,
  },
  'end-session': { label: 'End a session', verb: 'ended one of their sessions', whole: true },
  'end-other-sessions': { label: 'End other sessions', verb: 'signed out their other sessions', whole: true },
} as const satisfies Record<string, { label: string; verb: string; whole?: true }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

/**
 * The types of the type filter: the first segment of an event's entity (`options/colors` is of
 * type `options`). An entity of a route added later has its own first segment and is filtered by
 * it just the same; it is listed here to get its label in the filter.
 */
export const AUDIT_ENTITY_TYPES = {
  posts: 'Posts',
  media: 'Media',
  users: 'Users',
  options: 'Site options',
  account: 'Accounts',
  session: 'Sign-ins',
  faqs: 'FAQ',
  'faq-categories': 'FAQ categories',
  categories: 'Categories',
  'cuisine-tags': 'Cuisine tags',
  analytics: 'Analytics',
  submissions: 'Submissions',
  cache: 'Cache',
} as const;

export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

/** The entity of sign-in, sign-out and site switches. */
export const SESSION_ENTITY = 'session';

/** An entity as stored: lower-case path segments (`posts`, `options/colors`, `account/two-factor`). */
export const AUDIT_ENTITY_PATTERN = '^[a-z0-9-]+(/[a-z0-9-]+)*$';

/** How long events are kept: older ones are pruned daily (docs/decisions/015). */
export const AUDIT_RETENTION_DAYS = 365;

/** Shown instead of the email of a failed sign-in that named no existing account. */
export const UNKNOWN_ACCOUNT = 'unknown account';
