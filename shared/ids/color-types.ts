/**
 * Domain colour types (docs/product.md#entities). Each id maps to one CSS variable that the app shell sets on
 * the root element; components only ever read the variables.
 */
export const COLOR_TYPES = [
  { id: 1, key: 'accentText', label: 'Accent text', cssVar: '--color-accent-text' },
  { id: 2, key: 'primaryText', label: 'Primary (second accent) text', cssVar: '--color-primary-text' },
  { id: 4, key: 'accentBackground', label: 'Accent background', cssVar: '--color-accent-bg' },
  {
    id: 5,
    key: 'primaryBackground',
    label: 'Primary (second accent) background',
    cssVar: '--color-primary-bg',
  },
  { id: 7, key: 'baseText', label: 'Base text', cssVar: '--color-base-text' },
] as const;

export type ColorType = (typeof COLOR_TYPES)[number];
export type ColorTypeId = ColorType['id'];

export const COLOR_TYPE_IDS: readonly ColorTypeId[] = COLOR_TYPES.map((c) => c.id);

export function colorTypeById(id: number): ColorType | undefined {
  return COLOR_TYPES.find((c) => c.id === id);
}
