/**
 * The colours section's form: one `#rrggbb` per colour type (shared/ids/color-types.ts), the
 * request `PUT /api/options/colors` takes (the full list, one entry per type), and the API's field
 * errors (`3.code`: the fourth entry) put back on the type's input.
 */
import { COLOR_TYPES, type ColorTypeId } from '#shared/ids/color-types.ts';
import type { DomainColor } from '#shared/schemas/domain-options.ts';
import type { ColorsUpdate } from '#shared/schemas/options-requests.ts';
import { type ColorValues, isHexColor } from './color-contrast.ts';

/** What the site shows before a colour is set: the `--color-*` defaults of client/src/app/base.css. */
export const SITE_DEFAULT_COLORS: Readonly<ColorValues> = Object.freeze({
  1: '#d9480f',
  2: '#0b7285',
  4: '#e8590c',
  5: '#ffd43b',
  7: '#1f1a17',
});

/** The form's field of a colour type: `c1`, `c7` (@mantine/form paths cannot start with a digit). */
export const colorField = (id: ColorTypeId) => `c${id}` as const;
export type ColorFormValues = Record<ReturnType<typeof colorField>, string>;

export function colorFormValues(colors: readonly DomainColor[]): ColorFormValues {
  const values = {} as ColorFormValues;
  for (const type of COLOR_TYPES) {
    const stored = colors.find((c) => c.domain_color_type_id === type.id)?.code;
    values[colorField(type.id)] =
      stored && isHexColor(stored) ? stored.toLowerCase() : SITE_DEFAULT_COLORS[type.id];
  }
  return values;
}

export function colorValuesOf(values: ColorFormValues): ColorValues {
  const colors = { ...SITE_DEFAULT_COLORS };
  for (const type of COLOR_TYPES) {
    const value = values[colorField(type.id)];
    if (isHexColor(value)) colors[type.id] = value.toLowerCase();
  }
  return colors;
}

export function validateColors(values: ColorFormValues): Partial<Record<keyof ColorFormValues, string>> {
  const errors: Partial<Record<keyof ColorFormValues, string>> = {};
  for (const type of COLOR_TYPES) {
    if (!isHexColor(values[colorField(type.id)])) errors[colorField(type.id)] = 'Use a colour like #e8590c';
  }
  return errors;
}

export function toColorsRequest(values: ColorFormValues): ColorsUpdate {
  return COLOR_TYPES.map((type) => ({
    domain_color_type_id: type.id,
    code: values[colorField(type.id)].toLowerCase(),
  }));
}

/** The API's `errors` of a colours save (`{index}.code`, `{index}.domain_color_type_id`) by field. */
export function colorErrorsOf(errors: Record<string, string[]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const index = Number(path.split('.')[0]);
    const type = COLOR_TYPES[index];
    if (type && messages.length > 0) fields[colorField(type.id)] = messages.join(', ');
  }
  return fields;
}
