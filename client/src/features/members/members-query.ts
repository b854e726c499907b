import { POST_TYPE } from '#shared/ids/post-types.ts';

/** The read of the members grid page: every published member. */
export const MEMBERS_QUERY = { type: POST_TYPE.member } as const;
