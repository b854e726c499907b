/**
 * The six post types (spec §3), declared once. The API's generic post routes, the public
 * renderer's default pages and the panel's list/new/edit/build screens all derive from this.
 */
export const POST_TYPE = {
  page: 1,
  member: 2,
  cuisine: 3,
  showcase: 4,
  catering: 5,
  blog: 6,
} as const;

export type PostTypeKey = keyof typeof POST_TYPE;
export type PostTypeId = (typeof POST_TYPE)[PostTypeKey];

export interface PostTypeDeclaration {
  id: PostTypeId;
  key: PostTypeKey;
  label: string;
  plural: string;
  /** the panel path segment: /panel/{segment}, /panel/{segment}/new, … */
  panelSegment: string;
  /** media slots a post of this type has (their values are media ids) */
  mediaSlots: readonly string[];
  /** whether the post links cuisine tags in `external_data.cuisines` */
  hasCuisines: boolean;
}

export const POST_TYPES: readonly PostTypeDeclaration[] = [
  {
    id: 1,
    key: 'page',
    label: 'Page',
    plural: 'Pages',
    panelSegment: 'pages',
    mediaSlots: ['poster'],
    hasCuisines: false,
  },
  {
    id: 2,
    key: 'member',
    label: 'Member',
    plural: 'Members',
    panelSegment: 'members',
    mediaSlots: ['poster', 'logo'],
    hasCuisines: true,
  },
  {
    id: 3,
    key: 'cuisine',
    label: 'Cuisine',
    plural: 'Cuisines',
    panelSegment: 'cuisines',
    mediaSlots: ['poster'],
    hasCuisines: false,
  },
  {
    id: 4,
    key: 'showcase',
    label: 'Showcase',
    plural: 'Showcases',
    panelSegment: 'showcases',
    mediaSlots: ['poster'],
    hasCuisines: true,
  },
  {
    id: 5,
    key: 'catering',
    label: 'Catering',
    plural: 'Caterings',
    panelSegment: 'caterings',
    mediaSlots: ['poster'],
    hasCuisines: true,
  },
  {
    id: 6,
    key: 'blog',
    label: 'Blog post',
    plural: 'Blog',
    panelSegment: 'blog',
    mediaSlots: ['poster'],
    hasCuisines: false,
  },
];

export const POST_TYPE_IDS: readonly PostTypeId[] = POST_TYPES.map((t) => t.id);

export function postTypeById(id: number): PostTypeDeclaration | undefined {
  return POST_TYPES.find((t) => t.id === id);
}
