/** The Members grid block's props, their defaults and the reads they make (its fields: declaration.ts). */
import { POST_TYPE } from '../../ids/post-types.ts';
import { publishedPostsPath } from '../../initial-site.ts';
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';

export interface MembersGridProps {
  title: string;
  html: string;
  /** member post ids to show, in this order; empty: every published member */
  memberIds: number[];
  /** at most this many members (0: no limit) */
  limit: number;
  showCuisines: boolean;
  showAllButton: boolean;
}

/** The member ids the grid names, in its order (stored JSON: anything else is left out). */
export function chosenMemberIds({ memberIds }: Pick<MembersGridProps, 'memberIds'>): number[] {
  return memberIds.filter((id) => Number.isInteger(id));
}

/** Its members (the limit is applied to the list read), and the cuisine names on their cards. */
export function membersGridReads(props: MembersGridProps) {
  const ids = chosenMemberIds(props);
  return {
    members: publishedPostsPath({ type: POST_TYPE.member, ...(ids.length > 0 ? { ids } : {}) }),
    cuisineTags: props.showCuisines ? API.cuisineTags : null,
  };
}

export const MEMBERS_GRID_DATA: BlockData<MembersGridProps> = {
  defaultProps: {
    title: 'Meet the members',
    html: '',
    memberIds: [],
    limit: 0,
    showCuisines: true,
    showAllButton: true,
  },
  reads: membersGridReads,
};
