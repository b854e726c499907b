/**
 * What an audit event may take from a call's JSON answer (`{data: …}` or bare): the id of what was created, and the
 * title and kind of what was touched (a post's answer names its title and type, a user's its
 * name, an image its file name). Only these few fields are read; nothing else of the answer is
 * kept. Large or non-JSON answers are not read at all.
 */
import { postCollectionById } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';

export interface AnswerFacts {
  id?: string;
  label?: string;
  /** a post's collection (`members`) */
  kind?: string;
  /** a post's status after the call */
  published?: boolean;
}

/** Answers longer than this are not parsed (a post with a long page is still far below). */
const MAX_READ_CHARS = 1_000_000;

const LABEL_FIELDS = ['title', 'name', 'question', 'email', 'host'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : undefined;
}

function labelOf(data: Record<string, unknown>): string | undefined {
  const person = [text(data.firstname), text(data.lastname)].filter(Boolean).join(' ');
  if (person) return person;
  for (const field of LABEL_FIELDS) {
    const value = text(data[field]);
    if (value) return value;
  }
  return undefined;
}

export function answerFacts(payload: unknown): AnswerFacts {
  if (typeof payload !== 'string' || payload.length > MAX_READ_CHARS || !payload.startsWith('{')) return {};
  let data: unknown;
  try {
    const answer = JSON.parse(payload) as { data?: unknown };
    // most answers are `{data: …}`; a few (a new post) are the object itself
    data = typeof answer.data === 'object' ? answer.data : answer;
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const fields = data as Record<string, unknown>;
  const facts: AnswerFacts = {};
  if (typeof fields.id === 'number' || typeof fields.id === 'string') facts.id = String(fields.id);
  const label = labelOf(fields);
  if (label) facts.label = label;
  if (typeof fields.post_type_id === 'number') {
    const collection = postCollectionById(fields.post_type_id);
    if (collection) facts.kind = collection.slug;
  }
  if (typeof fields.post_status_id === 'number') {
    facts.published = fields.post_status_id === POST_STATUS.published;
  }
  return facts;
}
