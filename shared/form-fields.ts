/**
 * Constants of the public forms that the SPA needs at run time, kept out of the TypeBox schema
 * module (shared/schemas/forms.ts) so the client bundle never pulls TypeBox in.
 */

/** A field bots fill in and people never see; a submission with it is dropped silently. */
export const HONEYPOT_FIELD = 'website';
