/**
 * An audit event in words: "Ana published the member “Taco Loco”", "Ana updated post 12",
 * "Ana updated the site colors", "Ana signed in", "Someone failed to sign in". The object of the
 * sentence is kept apart so that the screen can make it a link.
 */
import { AUDIT_ACTIONS, isAuditAction, UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import type { AuditEvent } from '#shared/schemas/audit.ts';
import { entityNoun, singletonName } from './activity-entities.ts';

export interface ActivitySentence {
  /** who: the name at the time, else the email, else "Someone" */
  actor: string;
  /** what they did, before the object: "published", "signed in" */
  verb: string;
  /** what it was done to ("the member “Taco Loco”"), absent when the verb says it all */
  object?: string;
}

export function actorName(user: AuditEvent['user']): string {
  if (user.name) return user.name;
  if (user.email && user.email !== UNKNOWN_ACCOUNT) return user.email;
  return 'Someone';
}

/** "an image", "a category", and "a user", "a unit": a u read "you" takes "a". */
const TAKES_AN = /^(?:[aeio]|u(?![sn][aeiou]))/i;

/** "the member “Taco Loco”", "post 12", "the site colors", "a category". */
export function objectPhrase(
  event: Pick<AuditEvent, 'entity' | 'entity_kind' | 'entity_id' | 'entity_label'>,
): string {
  const singleton = singletonName(event.entity);
  if (singleton) return singleton;
  const noun = entityNoun(event.entity, event.entity_kind);
  if (event.entity_label) return `the ${noun} “${event.entity_label}”`;
  if (event.entity_id) return `${noun} ${event.entity_id}`;
  return TAKES_AN.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function activitySentence(event: AuditEvent): ActivitySentence {
  const actor = actorName(event.user);
  if (!isAuditAction(event.action)) {
    // an action of a route added later: its own name, until the vocabulary names it
    return { actor, verb: `${event.action.replaceAll('-', ' ')}:`, object: objectPhrase(event) };
  }
  const action: { verb: string; whole?: true } = AUDIT_ACTIONS[event.action];
  return action.whole
    ? { actor, verb: action.verb }
    : { actor, verb: action.verb, object: objectPhrase(event) };
}

/** The whole sentence as text (screen readers, tests, the page's title attribute). */
export function sentenceText(sentence: ActivitySentence): string {
  return [sentence.actor, sentence.verb, sentence.object].filter(Boolean).join(' ');
}
