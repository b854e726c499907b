/**
 * The add or edit form of one item of a site-scoped collection, made from its declared fields
 * (`panel.fields`): text, rich text, a choice among another collection's items, or a screen's
 * custom field. Empty required fields are named on the field before anything is sent; the API's
 * refusals (a taken name, 409) are shown on their field as well as in the error toast.
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type CollectionSlug,
  type ContentCollection,
  collectionNamed,
} from '#shared/collections/content-collections.ts';
import {
  emptyMessageOf,
  fieldRulesOf,
  type PanelField,
  type PanelFieldRules,
  panelText,
  type SiteCollectionPanel,
  tooLongMessage,
} from '#shared/collections/site-collection-panel.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { normalizeHtml } from '../ui/rich-text-html.ts';
import type { CustomField, SiteCollectionOverrides } from './site-collection-overrides.ts';
import { type SiteItem, useSiteItems, useSiteItemWrites } from './site-collection-requests.ts';

export function panelOf(slug: CollectionSlug): SiteCollectionPanel {
  const panel = (collectionNamed(slug) as ContentCollection).panel;
  if (!panel) throw new Error(`the collection ${slug} declares no panel`);
  return panel;
}

/** how a change of an item is sent, as the collection declares it; undefined: no change, only add and delete */
export function updateMethodOf(slug: CollectionSlug): 'PATCH' | 'PUT' | undefined {
  return (collectionNamed(slug) as ContentCollection).siteScoped?.update;
}

/** each field's rules, from the collection's create body */
function rulesOf(slug: CollectionSlug, panel: SiteCollectionPanel): Record<string, PanelFieldRules> {
  const create = (collectionNamed(slug) as ContentCollection).schemas.create;
  return Object.fromEntries(panel.fields.map((field) => [field.name, fieldRulesOf(create, field.name)]));
}

/** What a field's value breaks of its rules: empty though required, or longer than allowed. */
function problemOf(
  field: PanelField,
  rules: PanelFieldRules,
  value: unknown,
  overrides: SiteCollectionOverrides | undefined,
): string | undefined {
  if (isEmpty(field, value, overrides)) return rules.required ? emptyMessageOf(field) : undefined;
  const sent = bodyValue(field, value, overrides);
  if (rules.maxLength !== undefined && typeof sent === 'string' && sent.length > rules.maxLength)
    return tooLongMessage(rules.maxLength);
  return undefined;
}

function customOf(overrides: SiteCollectionOverrides | undefined, field: PanelField): CustomField {
  const custom = overrides?.fields?.[field.name];
  if (!custom) throw new Error(`the custom field ${field.name} has no override`);
  return custom;
}

export interface SiteItemFormProps {
  slug: CollectionSlug;
  /** the item to change; absent: a new one */
  item?: SiteItem;
  /** a new item's first values (a question added to a category) */
  defaults?: Readonly<Record<string, unknown>>;
  /** in a row of the list, or stacked in a dialog */
  layout: 'inline' | 'dialog';
  overrides?: SiteCollectionOverrides;
  onDone?: () => void;
  onCancel?: () => void;
}

type Values = Record<string, unknown>;

function initialValues(props: SiteItemFormProps, panel: SiteCollectionPanel): Values {
  const values: Values = {};
  for (const field of panel.fields) {
    const stored = props.item?.[field.name] ?? props.defaults?.[field.name];
    if (field.kind === 'custom') values[field.name] = customOf(props.overrides, field).fromItem(props.item);
    else if (field.kind === 'select')
      values[field.name] = stored === undefined || stored === null ? null : String(stored);
    else values[field.name] = typeof stored === 'string' ? stored : '';
  }
  return values;
}

function bodyValue(
  field: PanelField,
  value: unknown,
  overrides: SiteCollectionOverrides | undefined,
): unknown {
  if (field.kind === 'custom') return customOf(overrides, field).toBody(value);
  if (field.kind === 'select') return value === null ? null : Number(value);
  if (field.kind === 'rich-text') return normalizeHtml(String(value));
  return String(value).trim();
}

function isEmpty(field: PanelField, value: unknown, overrides: SiteCollectionOverrides | undefined): boolean {
  if (field.kind === 'custom') return customOf(overrides, field).isEmpty(value);
  if (field.kind === 'select') return value === null;
  return bodyValue(field, value, overrides) === '';
}

export function SiteItemForm(props: SiteItemFormProps) {
  const { slug, item, layout, overrides, onDone, onCancel } = props;
  const panel = panelOf(slug);
  const rules = rulesOf(slug, panel);
  const [values, setValues] = useState<Values>(() => initialValues(props, panel));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useApiAction();
  const { save } = useSiteItemWrites(slug);
  const names = panel.fields.map((field) => field.name);
  const { run: submit, busy } = useSingleSubmit(async () => {
    const local: Record<string, string> = {};
    for (const field of panel.fields) {
      const problem = problemOf(field, rules[field.name] as PanelFieldRules, values[field.name], overrides);
      if (problem) local[field.name] = problem;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = Object.fromEntries(
      panel.fields.map((field) => [field.name, bodyValue(field, values[field.name], overrides)]),
    );
    const name = String(body[panel.nameField]);
    const saved = await run(() => save(item?.id, body), {
      success: panelText(item ? (panel.texts.saved ?? panel.texts.added) : panel.texts.added, name),
      onError: (error) => setErrors(splitApiErrors(error, names).fields),
    });
    if (!saved) return;
    if (!item) setValues(initialValues({ ...props, defaults: undefined }, panel));
    onDone?.();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const inputs = panel.fields.map((field, index) => (
    <FieldInput
      key={field.name}
      field={field}
      rules={rules[field.name] as PanelFieldRules}
      label={!item && field.name === panel.nameField ? panel.texts.newLabel : field.label}
      value={values[field.name]}
      onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
      error={errors[field.name]}
      layout={layout}
      autoFocus={index === 0 && (layout === 'dialog' || item !== undefined)}
      overrides={overrides}
    />
  ));
  const submitButton = (
    <Button
      type="submit"
      loading={busy}
      disabled={busy}
      variant={layout === 'inline' && !item ? 'light' : 'filled'}
    >
      {item ? 'Save' : panel.texts.add}
    </Button>
  );
  const cancelButton = onCancel ? (
    <Button variant="default" onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
  ) : null;
  const formName = item
    ? panelText(panel.texts.editForm ?? panel.texts.addForm, String(item[panel.nameField]))
    : panel.texts.addForm;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={formName}>
      {layout === 'inline' ? (
        <Group align="flex-start" gap="sm">
          {inputs}
          <Group gap="xs" mt={25}>
            {submitButton}
            {cancelButton}
          </Group>
        </Group>
      ) : (
        <Stack gap="md">
          {inputs}
          <Group justify="flex-end">
            {cancelButton}
            {submitButton}
          </Group>
        </Stack>
      )}
    </form>
  );
}

interface FieldInputProps {
  field: PanelField;
  rules: PanelFieldRules;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  layout: 'inline' | 'dialog';
  autoFocus: boolean;
  overrides?: SiteCollectionOverrides;
}

function FieldInput({
  field,
  rules,
  label,
  value,
  onChange,
  error,
  layout,
  autoFocus,
  overrides,
}: FieldInputProps): ReactNode {
  if (field.kind === 'custom') {
    const { Input } = customOf(overrides, field);
    return <Input label={label} value={value} onChange={onChange} error={error} />;
  }
  if (field.kind === 'rich-text') {
    return <RichTextField label={label} value={String(value)} onChange={onChange} error={error} />;
  }
  if (field.kind === 'select')
    return <OptionsSelect field={field} label={label} value={value} onChange={onChange} error={error} />;
  return (
    <TextInput
      label={label}
      required={layout === 'dialog' && rules.required}
      maxLength={rules.maxLength}
      value={String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={layout === 'inline' ? 240 : undefined}
      data-autofocus={autoFocus ? true : undefined}
    />
  );
}

/** a choice among the items of the collection the field names (`optionsFrom`), or none */
function OptionsSelect({
  field,
  label,
  value,
  onChange,
  error,
}: Omit<FieldInputProps, 'layout' | 'autoFocus' | 'rules'>) {
  const from = (field.optionsFrom ?? '') as CollectionSlug;
  const { items } = useSiteItems(from);
  const nameField = panelOf(from).nameField;
  return (
    <Select
      label={label}
      placeholder={field.placeholder}
      clearable
      data={(items ?? []).map((option) => ({ value: String(option.id), label: String(option[nameField]) }))}
      value={value as string | null}
      onChange={onChange}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
