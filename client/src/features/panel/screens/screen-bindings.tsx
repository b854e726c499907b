/**
 * The client half of the panel's screen registry (shared/panel-screens.ts): each screen id bound
 * to its lazy component and its navigation icon. The types hold the tables complete: a built
 * screen without a binding, a `planned` one with one, or a post collection without an icon does
 * not type-check. A planned screen answers "Page not found", as any unknown panel address does.
 */
import {
  IconAdjustments,
  IconCalendarEvent,
  IconChartAreaLine,
  IconChefHat,
  IconFileText,
  IconHelpCircle,
  IconHistory,
  IconHome,
  IconInbox,
  IconLibraryPhoto,
  IconNews,
  IconPhoto,
  IconTags,
  IconToolsKitchen2,
  IconTruck,
  IconUser,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconWorldPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import {
  type PostCollection,
  type PostCollectionSlug,
  type PostCollectionView,
  postCollectionBySlug,
} from '#shared/collections/post-types.ts';
import type {
  BuiltPanelScreenId,
  FixedPanelScreenId,
  PanelScreen,
  PanelScreenId,
  PlannedPanelScreenId,
} from '#shared/panel-screens.ts';
import { PanelNotFound } from '../shell/panel-not-found.tsx';

interface ScreenBinding {
  component: LazyExoticComponent<ComponentType>;
  icon: TablerIcon;
}

/** The binding of a screen the registry declares `planned`: none yet. */
export const PLANNED = 'planned';

type FixedScreenBindings = { [K in BuiltPanelScreenId]: ScreenBinding } & {
  [K in PlannedPanelScreenId]: typeof PLANNED;
};

const FIXED_SCREENS: FixedScreenBindings = {
  home: { component: lazy(() => import('../home/panel-home.tsx')), icon: IconHome },
  faq: { component: lazy(() => import('../faq/faq-screen.tsx')), icon: IconHelpCircle },
  taxonomy: { component: lazy(() => import('../taxonomy/taxonomy-screen.tsx')), icon: IconTags },
  media: { component: lazy(() => import('../media/media-library-screen.tsx')), icon: IconLibraryPhoto },
  insights: { component: lazy(() => import('../insights/insights-screen.tsx')), icon: IconChartAreaLine },
  schedule: { component: lazy(() => import('../schedule/schedule-screen.tsx')), icon: IconCalendarEvent },
  submissions: {
    component: lazy(() => import('../submissions/submissions-screen.tsx')),
    icon: IconInbox,
  },
  siteOptions: {
    component: lazy(() => import('../site-options/site-options-screen.tsx')),
    icon: IconAdjustments,
  },
  users: { component: lazy(() => import('../users/users-screen.tsx')), icon: IconUsers },
  userCreate: { component: lazy(() => import('../users/user-create-screen.tsx')), icon: IconUserPlus },
  user: { component: lazy(() => import('../users/user-edit-screen.tsx')), icon: IconUser },
  createDomain: {
    component: lazy(() => import('../create-domain/create-domain-screen.tsx')),
    icon: IconWorldPlus,
  },
  profile: { component: lazy(() => import('../profile/profile-screen.tsx')), icon: IconUserCircle },
  activity: { component: lazy(() => import('../activity/activity-screen.tsx')), icon: IconHistory },
};

/** The generic screens every post collection has, by view. */
const PostEditScreen = lazy(() => import('../post-types/post-edit-screen.tsx'));
const POST_COLLECTION_VIEWS: Record<
  PostCollectionView,
  LazyExoticComponent<ComponentType<{ collection: PostCollection }>>
> = {
  list: lazy(() => import('../post-types/post-list-screen.tsx')),
  create: PostEditScreen,
  edit: PostEditScreen,
  build: lazy(() => import('../post-types/post-build-screen.tsx')),
};

const POST_COLLECTION_ICONS: Record<PostCollectionSlug, TablerIcon> = {
  pages: IconFileText,
  members: IconTruck,
  cuisines: IconChefHat,
  showcases: IconPhoto,
  caterings: IconToolsKitchen2,
  blog: IconNews,
};

function fixedBinding(id: FixedPanelScreenId): ScreenBinding | undefined {
  // widened: with every screen built, no binding is PLANNED, and the comparison must still type-check
  const binding = FIXED_SCREENS[id] as ScreenBinding | typeof PLANNED;
  return binding === PLANNED ? undefined : binding;
}

/** The element a screen's route renders. */
export function screenElement(screen: PanelScreen): ReactNode {
  if (screen.collection) {
    const collection = postCollectionBySlug(screen.collection.slug);
    const View = POST_COLLECTION_VIEWS[screen.collection.view];
    // the key makes moving between two screens of one component (edit → new) start afresh
    return collection ? <View key={screen.id} collection={collection} /> : <PanelNotFound />;
  }
  const binding = fixedBinding(screen.id as FixedPanelScreenId);
  if (!binding) return <PanelNotFound />;
  const Screen = binding.component;
  return <Screen />;
}

/** The navigation icon of a screen. */
export function screenIcon(id: PanelScreenId): TablerIcon | undefined {
  const [slug, view] = id.split('.');
  if (view) return POST_COLLECTION_ICONS[slug as PostCollectionSlug];
  return fixedBinding(id as FixedPanelScreenId)?.icon;
}
