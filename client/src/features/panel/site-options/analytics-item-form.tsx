/**
 * The analytics items' form, their screen's override of the generated form (docs/decisions/043):
 * what the declaration cannot say — the provider picker (a known analytics service by its id and,
 * self-hosted, its address: shared/analytics-providers.ts) and the code kinds of one's own (a
 * script, a meta tag or a noscript block), offered to owners only (issue 23). Saved through the
 * collection's generated writes, with the declared toasts; the API's field errors on their fields.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  type SegmentedControlProps,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { ANALYTICS_PROVIDER_IDS, ANALYTICS_PROVIDERS } from '#shared/analytics-providers.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { fieldRulesOf } from '#shared/collections/site-collection-panel.ts';
import { ROLE } from '#shared/ids/roles.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import type { SiteItemFormOverrideProps } from '../collections/site-collection-overrides.ts';
import { useSiteItemWrites } from '../collections/site-collection-requests.ts';
import { panelOf } from '../collections/site-item-form.tsx';
import { useStrongestRole } from '../shell/staff-account.ts';
import { errorsOnFields, useSectionSave } from '../ui/section-save.ts';
import {
  ANALYTICS_TYPES,
  type AnalyticsFormValues,
  type AnalyticsSource,
  analyticsFormValues,
  emptyAnalyticsValues,
  toAnalyticsRequest,
  validateAnalytics,
} from './analytics-form.ts';
import { sameValues, useReportDirty } from './dirty-sections.ts';

export const OWN_CODE_NOTE =
  'Scripts, meta tags and noscript blocks of your own run with every visitor of every page, so only an owner may add or change them. Choose a service and give its id: the site writes its tags itself.';

const FIELD_NAMES = [
  'source',
  'type',
  'name',
  'src',
  'code',
  'content',
  'content_type',
  'custom_id',
  'async',
  'defer',
  'tag_position',
  'external_analytics',
  'external_analytics_type',
];

/** how long a field may be: the collection's create body says it */
const maxLengthOf = (field: keyof AnalyticsFormValues) =>
  fieldRulesOf(collectionNamed('analytics-items').schemas.create, field).maxLength;

const SOURCES = ANALYTICS_PROVIDER_IDS.map((id) => ({ value: id, label: ANALYTICS_PROVIDERS[id].label }));

export function AnalyticsItemForm({ slug, item: site, onDone }: SiteItemFormOverrideProps) {
  const item = site as unknown as AnalyticsItem | undefined;
  const owner = useStrongestRole() === ROLE.owner;
  const { texts } = panelOf(slug);
  const [initial] = useState(() => (item ? analyticsFormValues(item) : emptyAnalyticsValues('plausible')));
  const [dirty, setDirty] = useState(false);
  useReportDirty('analytics', dirty);
  const form = useForm<AnalyticsFormValues>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (next) => setDirty(!sameValues(next, initial)),
  });
  const values = form.getValues();
  const save = useSectionSave();
  const writes = useSiteItemWrites(slug);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.clearErrors();
    const local = validateAnalytics(values);
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    setBusy(true);
    const body = toAnalyticsRequest(values);
    const result = await save(() => writes.save(item?.id, { ...body }), {
      success: item ? (texts.saved ?? texts.added) : texts.added,
      fieldErrors: (errors) => errorsOnFields(errors, FIELD_NAMES),
    });
    setBusy(false);
    if (!result.ok) {
      form.setErrors(result.fields);
      return;
    }
    setDirty(false);
    onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Analytics item">
      <Stack gap="md">
        <Select
          label="What to add"
          data={[
            { group: 'Analytics services', items: SOURCES },
            {
              group: 'Of your own',
              items: [{ value: 'own', label: 'Script, meta tag or noscript block', disabled: !owner }],
            },
          ]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('source')}
          onChange={(value) => value && form.setFieldValue('source', value as AnalyticsSource)}
        />
        {values.source === 'own' ? (
          <OwnItemFields form={form} values={values} />
        ) : (
          <ServiceFields form={form} values={values} />
        )}
        {owner ? null : (
          <Text size="sm" c="dimmed">
            {OWN_CODE_NOTE}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AnalyticsForm = ReturnType<typeof useForm<AnalyticsFormValues>>;

function ServiceFields({ form, values }: { form: AnalyticsForm; values: AnalyticsFormValues }) {
  if (values.source === 'own') return null;
  const provider = ANALYTICS_PROVIDERS[values.source];
  return (
    <>
      <TextInput
        label={provider.key.label}
        description={provider.key.description}
        placeholder={provider.key.placeholder}
        required
        maxLength={maxLengthOf('content')}
        {...form.getInputProps('content')}
      />
      {provider.address === 'none' ? null : (
        <TextInput
          label={provider.address === 'required' ? 'Address' : 'Address (self-hosted)'}
          description={
            provider.address === 'required'
              ? `Where your ${provider.label} runs, an https:// address`
              : `Leave empty for ${provider.label}’s own cloud`
          }
          placeholder="https://stats.example.org/"
          required={provider.address === 'required'}
          maxLength={maxLengthOf('src')}
          inputMode="url"
          {...form.getInputProps('src')}
        />
      )}
      <TeamNameInput form={form} />
    </>
  );
}

function OwnItemFields({ form, values }: { form: AnalyticsForm; values: AnalyticsFormValues }) {
  return (
    <>
      <LabelledChoice
        id="analytics-type-label"
        label="Type"
        data={ANALYTICS_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        {...form.getInputProps('type')}
      />
      {values.type === 'meta' ? (
        <>
          <TextInput
            label="Name"
            placeholder="google-site-verification"
            required
            maxLength={maxLengthOf('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Content"
            required
            maxLength={maxLengthOf('content')}
            {...form.getInputProps('content')}
          />
        </>
      ) : (
        <TeamNameInput form={form} />
      )}
      {values.type === 'script' ? (
        <>
          <TextInput
            label="Script address"
            description="An https:// address; leave empty for inline code"
            placeholder="https://stats.example.com/script.js"
            maxLength={maxLengthOf('src')}
            inputMode="url"
            {...form.getInputProps('src')}
          />
          {values.src.trim() ? (
            <Group gap="xl">
              <Checkbox label="async" {...form.getInputProps('async', { type: 'checkbox' })} />
              <Checkbox label="defer" {...form.getInputProps('defer', { type: 'checkbox' })} />
            </Group>
          ) : (
            <CodeArea
              form={form}
              label="Inline code"
              description="JavaScript, without the <script> tag"
              minRows={4}
              maxRows={14}
            />
          )}
          <TextInput
            label="Script type"
            description="Empty for ordinary JavaScript; e.g. module"
            maxLength={maxLengthOf('content_type')}
            {...form.getInputProps('content_type')}
          />
        </>
      ) : null}
      {values.type === 'noscript' ? <CodeArea form={form} label="HTML" required minRows={3} /> : null}
      <TextInput
        label="Element id"
        description="Optional id attribute"
        maxLength={maxLengthOf('custom_id')}
        {...form.getInputProps('custom_id')}
      />
      {values.type !== 'meta' ? (
        <LabelledChoice
          id="analytics-position-label"
          label="Where"
          data={[
            { value: 'head', label: 'In the head' },
            { value: 'body', label: 'At the end of the page' },
          ]}
          {...form.getInputProps('tag_position')}
        />
      ) : null}
      <Checkbox
        label="From an analytics service"
        {...form.getInputProps('external_analytics', { type: 'checkbox' })}
      />
      {values.external_analytics ? (
        <TextInput
          label="Service"
          placeholder="Google Analytics"
          maxLength={maxLengthOf('external_analytics_type')}
          {...form.getInputProps('external_analytics_type')}
        />
      ) : null}
      {values.type === 'noscript' ? (
        <Alert color="gray" variant="light">
          A noscript block only matters to browsers without JavaScript.
        </Alert>
      ) : null}
    </>
  );
}

/** an item's name for the team (a meta tag's name is its own input) */
function TeamNameInput({ form }: { form: AnalyticsForm }) {
  return (
    <TextInput
      label="Name"
      description="For the team: what it is"
      placeholder="Visitor statistics"
      maxLength={maxLengthOf('name')}
      {...form.getInputProps('name')}
    />
  );
}

interface CodeAreaProps {
  form: AnalyticsForm;
  label: string;
  description?: string;
  required?: boolean;
  minRows: number;
  maxRows?: number;
}

/** code of one's own (an inline script, a noscript block), in the monospace face */
function CodeArea({ form, label, description, required, minRows, maxRows }: CodeAreaProps) {
  return (
    <Textarea
      label={label}
      description={description}
      required={required}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      maxLength={maxLengthOf('code')}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...form.getInputProps('code')}
    />
  );
}

interface LabelledChoiceProps extends SegmentedControlProps {
  /** the label's id */
  id: string;
  label: string;
}

/** a segmented control under its label (it has no label of its own) */
function LabelledChoice({ id, label, ...control }: LabelledChoiceProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
    </div>
  );
}
