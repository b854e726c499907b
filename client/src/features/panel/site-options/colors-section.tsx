/**
 * Colours: a colour picker per colour type (shared/ids/color-types.ts), a live preview of the
 * site's header, a button and a card in light and dark, and a warning wherever text would fall
 * below WCAG AA (4.5:1) on its background — as the site paints it (color-contrast.ts).
 */
import {
  Alert,
  ColorInput,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { COLOR_TYPES, type ColorTypeId } from '#shared/ids/color-types.ts';
import type { DomainOptions, MenuBody } from '#shared/schemas/domain-options.ts';
import { AA_CONTRAST, type ContrastCheck, contrastChecks, formatRatio } from './color-contrast.ts';
import {
  type ColorFormValues,
  colorErrorsOf,
  colorField,
  colorFormValues,
  colorValuesOf,
  toColorsRequest,
  validateColors,
} from './colors-form.ts';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';
import { SitePreview } from './site-preview.tsx';

/** What each colour type is used for on the site. */
const COLOR_HINTS: Record<ColorTypeId, string> = {
  1: 'Links and the active menu item',
  2: 'Small headings above titles',
  4: 'Buttons and the logo mark',
  5: 'The join strip and highlights',
  7: 'Body text on the light theme',
};

const PREVIEW_THEMES = [
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
] as const;

const THEMES_TEXT = (check: ContrastCheck) =>
  check.themes.length === 2 ? 'light and dark' : check.themes[0] === 'dark' ? 'dark theme' : 'light theme';

export function ColorsSection() {
  return <OptionsSection declaration={COLORS} />;
}

function ContrastNote({ checks }: { checks: readonly ContrastCheck[] }) {
  // the panel's own orange, dark enough on white and light enough on dark for AA
  const warning = useComputedColorScheme('light') === 'dark' ? '#ffa94d' : '#a63f08';
  const failing = checks.filter((c) => !c.passes);
  if (failing.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {failing.map((check) => (
        <Group key={check.id} gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            color={warning}
            aria-hidden="true"
            style={{ flex: 'none', marginTop: 2 }}
          />
          <Text size="xs" c={warning} data-contrast-warning={check.id}>
            {check.label} ({THEMES_TEXT(check)}): {formatRatio(check.ratio)}, below {AA_CONTRAST}:1
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const COLORS = declareOptionsSection({
  section: 'colors',
  path: API.options.colors,
  title: 'Colours',
  description:
    "The site's colours. The preview shows them as visitors see them, on the light and the dark theme.",
  noun: 'colours',
  valuesOf: colorFormValues,
  toRequest: toColorsRequest,
  validate: validateColors,
  send: (writes) => writes.saveColors,
  fieldErrors: colorErrorsOf,
  Fields: ColorsFields,
});

function ColorsFields({ form, values }: SectionFieldsProps<ColorFormValues>) {
  // the name, logo and menu of the site make the preview look like it (already read by other sections)
  const options = useSWR<DomainOptions>(API.options.options).data;
  const menus = useSWR<{ menuBody: MenuBody }>(API.options.menus).data?.menuBody;

  const palette = colorValuesOf(values);
  const checks = useMemo(() => contrastChecks(palette), [palette]);
  const failing = checks.filter((c) => !c.passes);

  const previewProps = {
    colors: palette,
    siteName: options?.title ?? '',
    logo: options?.logo ?? null,
    menu: (menus?.header ?? []).map((item) => ({ key: item.uuid, text: item.text })),
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <Stack gap="md">
        {COLOR_TYPES.map((type) => (
          <div key={type.id}>
            <ColorInput
              label={type.label}
              description={COLOR_HINTS[type.id]}
              format="hex"
              withEyeDropper={false}
              swatches={[...new Set(Object.values(palette))]}
              swatchesPerRow={7}
              closeOnColorSwatchClick
              {...form.getInputProps(colorField(type.id))}
            />
            <ContrastNote checks={checks.filter((c) => c.colorTypeId === type.id)} />
          </div>
        ))}
      </Stack>
      <Stack gap="md">
        <Title order={3} size="h5">
          Preview
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1, xl: 2 }} spacing="sm">
          {PREVIEW_THEMES.map(({ theme, label }) => (
            <Stack key={theme} gap={4}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <SitePreview theme={theme} {...previewProps} />
            </Stack>
          ))}
        </SimpleGrid>
        {failing.length > 0 ? (
          <Alert
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={`${failing.length === 1 ? 'One text colour is' : `${failing.length} text colours are`} hard to read`}
            data-testid="contrast-report"
          >
            <Text size="sm" mb={6}>
              WCAG AA asks for a contrast of at least {AA_CONTRAST}:1 between text and its background.
            </Text>
            <List size="sm" spacing={2}>
              {failing.map((check) => (
                <List.Item key={check.id}>
                  {check.label} ({THEMES_TEXT(check)}): {formatRatio(check.ratio)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Group gap="xs" data-testid="contrast-report">
            <ThemeIcon color="green" variant="light" size="sm" radius="xl">
              <IconCircleCheck size={14} aria-hidden="true" />
            </ThemeIcon>
            <Text size="sm">
              Every text meets WCAG AA ({AA_CONTRAST}:1) on its background, light and dark.
            </Text>
          </Group>
        )}
      </Stack>
    </SimpleGrid>
  );
}
