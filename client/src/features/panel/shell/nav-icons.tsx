/** The Tabler icon of each navigation item. */
import {
  IconBuildingStore,
  IconChefHat,
  IconFileText,
  IconHelpCircle,
  IconHome,
  IconNews,
  IconPhoto,
  IconTags,
  IconToolsKitchen2,
  IconTruck,
} from '@tabler/icons-react';
import type { PanelNavIcon } from './panel-navigation.ts';

const ICONS: Record<PanelNavIcon, typeof IconHome> = {
  home: IconHome,
  posts: IconFileText,
  faq: IconHelpCircle,
  tags: IconTags,
  page: IconFileText,
  member: IconTruck,
  cuisine: IconChefHat,
  showcase: IconPhoto,
  catering: IconToolsKitchen2,
  blog: IconNews,
};

export function NavIcon({ name }: { name: PanelNavIcon }) {
  const Icon = ICONS[name] ?? IconBuildingStore;
  return <Icon size={18} stroke={1.6} aria-hidden="true" />;
}
