/**
 * Where a post stands between what the site shows and what is waiting (docs/decisions/034), in
 * the words of the lists and the panel home: "Draft", "Scheduled" (not live, goes live at its
 * publish time with its latest draft), "Published", and for a live post with a draft waiting,
 * that its changes are not live yet (or when they go live).
 */
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { scheduleText } from './schedule-times.ts';

export interface PublicationFacts {
  post_status_id: number;
  /** when the scheduler publishes it (UTC ISO 8601), or none */
  publish_at?: string | null | undefined;
  unpublish_at?: string | null | undefined;
  /** it has a builder draft (or a restored version) that is not live */
  hasDraft: boolean;
}

export interface PublicationLabel {
  status: 'Draft' | 'Scheduled' | 'Published';
  color: 'gray' | 'blue' | 'green';
  /** what will change, and when, in the site's time zone */
  notes: string[];
}

export function publicationLabel(facts: PublicationFacts, timeZone: string): PublicationLabel {
  const live = facts.post_status_id === POST_STATUS.published;
  const publishAt = facts.publish_at ? scheduleText(facts.publish_at, timeZone) : undefined;
  const notes: string[] = [];
  if (live && facts.hasDraft) {
    notes.push(publishAt ? `Changes publish ${publishAt}` : 'Changes not published');
  } else if (publishAt) {
    notes.push(`Publishes ${publishAt}`);
  }
  if (facts.unpublish_at) notes.push(`Unpublishes ${scheduleText(facts.unpublish_at, timeZone)}`);
  if (live) return { status: 'Published', color: 'green', notes };
  return publishAt
    ? { status: 'Scheduled', color: 'blue', notes }
    : { status: 'Draft', color: 'gray', notes };
}
