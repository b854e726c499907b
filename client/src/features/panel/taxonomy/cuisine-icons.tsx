/**
 * The icon set of cuisine tags: a curated choice of Tabler food icons. A tag stores its icon in
 * `icon_data` as `{id: name, name, set: 'tabler'}`; names of older data (`fire`, `taco`, …) are
 * shown with the nearest icon.
 */
import {
  IconApple,
  IconAvocado,
  IconBaguette,
  IconBeer,
  IconBottle,
  IconBowl,
  IconBowlChopsticks,
  IconBowlSpoon,
  IconBread,
  IconBurger,
  IconCake,
  IconCampfire,
  IconCandy,
  IconCarrot,
  IconCheese,
  IconChefHat,
  IconCherry,
  IconCoffee,
  IconCookie,
  IconCup,
  IconEgg,
  IconFish,
  IconFlame,
  IconGlass,
  IconGrape,
  IconGrill,
  IconIceCream,
  IconLeaf,
  IconLemon,
  IconLollipop,
  IconMeat,
  IconMelon,
  IconMilk,
  IconMushroom,
  IconPepper,
  IconPizza,
  IconPlant,
  IconSalad,
  IconSausage,
  IconSeedling,
  IconSoup,
  IconToolsKitchen2,
  IconTruck,
} from '@tabler/icons-react';
import type { CuisineTag } from '#shared/schemas/content.ts';

type TablerIcon = typeof IconPizza;

export const CUISINE_ICONS: ReadonlyArray<{ name: string; label: string; Icon: TablerIcon }> = [
  { name: 'pizza', label: 'Pizza', Icon: IconPizza },
  { name: 'burger', label: 'Burger', Icon: IconBurger },
  { name: 'meat', label: 'Meat', Icon: IconMeat },
  { name: 'sausage', label: 'Sausage', Icon: IconSausage },
  { name: 'grill', label: 'Grill', Icon: IconGrill },
  { name: 'flame', label: 'Flame', Icon: IconFlame },
  { name: 'campfire', label: 'Campfire', Icon: IconCampfire },
  { name: 'fish', label: 'Fish', Icon: IconFish },
  { name: 'bowl', label: 'Bowl', Icon: IconBowl },
  { name: 'bowl-chopsticks', label: 'Bowl with chopsticks', Icon: IconBowlChopsticks },
  { name: 'bowl-spoon', label: 'Bowl with spoon', Icon: IconBowlSpoon },
  { name: 'soup', label: 'Soup', Icon: IconSoup },
  { name: 'salad', label: 'Salad', Icon: IconSalad },
  { name: 'leaf', label: 'Leaf', Icon: IconLeaf },
  { name: 'plant', label: 'Plant', Icon: IconPlant },
  { name: 'seedling', label: 'Seedling', Icon: IconSeedling },
  { name: 'carrot', label: 'Carrot', Icon: IconCarrot },
  { name: 'pepper', label: 'Pepper', Icon: IconPepper },
  { name: 'mushroom', label: 'Mushroom', Icon: IconMushroom },
  { name: 'avocado', label: 'Avocado', Icon: IconAvocado },
  { name: 'egg', label: 'Egg', Icon: IconEgg },
  { name: 'cheese', label: 'Cheese', Icon: IconCheese },
  { name: 'bread', label: 'Bread', Icon: IconBread },
  { name: 'baguette', label: 'Baguette', Icon: IconBaguette },
  { name: 'apple', label: 'Apple', Icon: IconApple },
  { name: 'lemon', label: 'Lemon', Icon: IconLemon },
  { name: 'cherry', label: 'Cherry', Icon: IconCherry },
  { name: 'grape', label: 'Grape', Icon: IconGrape },
  { name: 'melon', label: 'Melon', Icon: IconMelon },
  { name: 'cake', label: 'Cake', Icon: IconCake },
  { name: 'cookie', label: 'Cookie', Icon: IconCookie },
  { name: 'ice-cream', label: 'Ice cream', Icon: IconIceCream },
  { name: 'candy', label: 'Candy', Icon: IconCandy },
  { name: 'lollipop', label: 'Lollipop', Icon: IconLollipop },
  { name: 'coffee', label: 'Coffee', Icon: IconCoffee },
  { name: 'cup', label: 'Cup', Icon: IconCup },
  { name: 'milk', label: 'Milk', Icon: IconMilk },
  { name: 'glass', label: 'Glass', Icon: IconGlass },
  { name: 'beer', label: 'Beer', Icon: IconBeer },
  { name: 'bottle', label: 'Bottle', Icon: IconBottle },
  { name: 'chef-hat', label: 'Chef hat', Icon: IconChefHat },
  { name: 'kitchen', label: 'Knife and fork', Icon: IconToolsKitchen2 },
  { name: 'truck', label: 'Truck', Icon: IconTruck },
];

/** Names found in older data, shown with the nearest icon of the set. */
const ALIASES: Record<string, string> = { fire: 'flame', taco: 'pepper', pineapple: 'melon', bbq: 'grill' };

export function iconNameOf(tag: Pick<CuisineTag, 'icon_data'>): string {
  const data = tag.icon_data;
  const name =
    typeof data.name === 'string' && data.name ? data.name : typeof data.id === 'string' ? data.id : '';
  return ALIASES[name] ?? name;
}

export function iconDataFor(name: string): { id: string; name: string; set: 'tabler' } {
  return { id: name, name, set: 'tabler' };
}

export function CuisineIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = CUISINE_ICONS.find((icon) => icon.name === (ALIASES[name] ?? name))?.Icon ?? IconToolsKitchen2;
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
