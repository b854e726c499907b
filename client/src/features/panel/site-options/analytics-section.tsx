/**
 * Analytics (docs/product.md#entities and #api): the site's analytics items listed with what each loads and
 * where; added and changed in a dialog, each saved on its own; deleted after a confirmation. An admin
 * adds the known services by their ids (the site writes their tags); scripts, meta tags and
 * noscript blocks of one's own are for owners only (issue 23), and the screen says so.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ANALYTICS_PROVIDER_IDS, ANALYTICS_PROVIDERS } from '#shared/analytics-providers.ts';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { usePanelRead } from '../shell/panel-reads.ts';
import { useStrongestRole } from '../shell/staff-account.ts';
import { useConfirm } from '../shell/use-confirm.ts';
import { errorsOnFields, useSectionSave } from '../ui/section-save.ts';
import { SectionHeading, SectionLoading } from '../ui/section-shell.tsx';
import {
  ANALYTICS_TYPES,
  type AnalyticsFormValues,
  type AnalyticsSource,
  type AnalyticsType,
  analyticsFormValues,
  analyticsSummary,
  emptyAnalyticsValues,
  serviceOf,
  toAnalyticsRequest,
  validateAnalytics,
} from './analytics-form.ts';
import { sameValues, useReportDirty } from './dirty-sections.ts';
import { useSiteOptionsWrites } from './site-options-requests.ts';

/** the dialog's title in the panel's type (the site's base.css sets headings in its display face) */
const MODAL_STYLES = {
  title: {
    fontFamily: 'var(--mantine-font-family)',
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-lg)',
  },
};

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

const OWN_CODE_NOTE =
  'Scripts, meta tags and noscript blocks of your own run with every visitor of every page, so only an owner may add or change them. Choose a service and give its id: the site writes its tags itself.';

const SOURCES = ANALYTICS_PROVIDER_IDS.map((id) => ({ value: id, label: ANALYTICS_PROVIDERS[id].label }));

const TYPE_LABEL = Object.fromEntries(ANALYTICS_TYPES.map((t) => [t.value, t.label])) as Record<
  AnalyticsType,
  string
>;

export function AnalyticsSection() {
  const { data, error } = usePanelRead(API.analytics);
  const { deleteAnalyticsItem } = useSiteOptionsWrites();
  const owner = useStrongestRole() === ROLE.owner;
  const [editing, setEditing] = useState<AnalyticsItem | 'new' | null>(null);
  const [dialogDirty, setDialogDirty] = useState(false);
  useReportDirty('analytics', editing !== null && dialogDirty);
  const { dialog, ask } = useConfirm();
  const save = useSectionSave();
  const items = data?.data;

  const remove = (item: AnalyticsItem) =>
    ask({
      title: 'Delete this analytics item?',
      message: `${TYPE_LABEL[item.type]}: ${analyticsSummary(item)}. The site stops loading it at once.`,
      confirmLabel: 'Delete item',
      danger: true,
      onConfirm: async () => {
        await save(() => deleteAnalyticsItem(item.id), {
          success: 'Analytics item deleted',
          fieldErrors: (errors) => ({ fields: {}, rest: errors }),
        });
      },
    });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <SectionHeading
            title="Analytics"
            description={
              owner
                ? 'Statistics services, site verification and tags of your own that every public page carries.'
                : 'Statistics services and site verification every public page carries.'
            }
          />
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Add an item
          </Button>
        </Group>
        {owner ? null : (
          <Alert color="gray" variant="light">
            {OWN_CODE_NOTE}
          </Alert>
        )}
        {items ? null : <SectionLoading error={error} what="analytics items" />}
        {items && items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No analytics items yet.
          </Text>
        ) : null}
        {items && items.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label="Analytics items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Loads or sets</Table.Th>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>
                    <Text size="sm" fw={600} ta="right">
                      Actions
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const service = serviceOf(item);
                  const editable = owner || service !== undefined;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap={6}>
                          <Badge variant="light" color={service ? 'teal' : 'gray'}>
                            {service ? 'Service' : TYPE_LABEL[item.type]}
                          </Badge>
                          {!service && item.external_analytics && item.external_analytics_type ? (
                            <Text size="sm">{item.external_analytics_type}</Text>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {item.name && item.type !== 'meta' ? `${item.name}: ` : ''}
                          {analyticsSummary(item)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {item.tag_position === 'body' ? 'End of the page' : 'Head'}
                          {!service && item.type === 'script' && item.src
                            ? item.async
                              ? ', async'
                              : item.defer
                                ? ', defer'
                                : ''
                            : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label={editable ? 'Edit' : 'Only an owner may change code'}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Edit ${analyticsSummary(item)}`}
                              disabled={!editable}
                              onClick={() => setEditing(item)}
                            >
                              <IconPencil size={16} aria-hidden="true" />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${analyticsSummary(item)}`}
                              onClick={() => remove(item)}
                            >
                              <IconTrash size={16} aria-hidden="true" />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing === 'new' ? 'New analytics item' : 'Edit analytics item'}
          size="lg"
          closeButtonProps={{ 'aria-label': 'Close' }}
          styles={MODAL_STYLES}
        >
          {editing !== null ? (
            <AnalyticsItemForm
              item={editing === 'new' ? undefined : editing}
              owner={owner}
              onDirtyChange={setDialogDirty}
              onDone={() => {
                setEditing(null);
                setDialogDirty(false);
              }}
            />
          ) : null}
        </Modal>
        <ConfirmDialog {...dialog} />
      </Stack>
    </Paper>
  );
}

function AnalyticsItemForm({
  item,
  owner,
  onDirtyChange,
  onDone,
}: {
  item: AnalyticsItem | undefined;
  owner: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}) {
  const [initial] = useState(() => (item ? analyticsFormValues(item) : emptyAnalyticsValues('plausible')));
  const form = useForm<AnalyticsFormValues>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (next) => onDirtyChange(!sameValues(next, initial)),
  });
  const values = form.getValues();
  const save = useSectionSave();
  const { saveAnalyticsItem } = useSiteOptionsWrites();
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
    const result = await save(() => saveAnalyticsItem(item?.id, body), {
      success: item ? 'Analytics item saved' : 'Analytics item added',
      fieldErrors: (errors) => errorsOnFields(errors, FIELD_NAMES),
    });
    setBusy(false);
    if (!result.ok) {
      form.setErrors(result.fields);
      return;
    }
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
        maxLength={1000}
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
          maxLength={1000}
          inputMode="url"
          {...form.getInputProps('src')}
        />
      )}
      <TextInput
        label="Name"
        description="For the team: what it is"
        placeholder="Visitor statistics"
        maxLength={200}
        {...form.getInputProps('name')}
      />
    </>
  );
}

function OwnItemFields({ form, values }: { form: AnalyticsForm; values: AnalyticsFormValues }) {
  return (
    <>
      <div>
        <Text size="sm" fw={500} mb={4} id="analytics-type-label">
          Type
        </Text>
        <SegmentedControl
          aria-labelledby="analytics-type-label"
          data={ANALYTICS_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          {...form.getInputProps('type')}
        />
      </div>
      {values.type === 'meta' ? (
        <>
          <TextInput
            label="Name"
            placeholder="google-site-verification"
            required
            maxLength={200}
            {...form.getInputProps('name')}
          />
          <TextInput label="Content" required maxLength={1000} {...form.getInputProps('content')} />
        </>
      ) : (
        <TextInput
          label="Name"
          description="For the team: what it is"
          placeholder="Visitor statistics"
          maxLength={200}
          {...form.getInputProps('name')}
        />
      )}
      {values.type === 'script' ? (
        <>
          <TextInput
            label="Script address"
            description="An https:// address; leave empty for inline code"
            placeholder="https://stats.example.com/script.js"
            maxLength={1000}
            inputMode="url"
            {...form.getInputProps('src')}
          />
          {values.src.trim() ? (
            <Group gap="xl">
              <Checkbox label="async" {...form.getInputProps('async', { type: 'checkbox' })} />
              <Checkbox label="defer" {...form.getInputProps('defer', { type: 'checkbox' })} />
            </Group>
          ) : (
            <Textarea
              label="Inline code"
              description="JavaScript, without the <script> tag"
              autosize
              minRows={4}
              maxRows={14}
              maxLength={20000}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('code')}
            />
          )}
          <TextInput
            label="Script type"
            description="Empty for ordinary JavaScript; e.g. module"
            maxLength={100}
            {...form.getInputProps('content_type')}
          />
        </>
      ) : null}
      {values.type === 'noscript' ? (
        <Textarea
          label="HTML"
          required
          autosize
          minRows={3}
          maxLength={20000}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('code')}
        />
      ) : null}
      <TextInput
        label="Element id"
        description="Optional id attribute"
        maxLength={100}
        {...form.getInputProps('custom_id')}
      />
      {values.type !== 'meta' ? (
        <div>
          <Text size="sm" fw={500} mb={4} id="analytics-position-label">
            Where
          </Text>
          <SegmentedControl
            aria-labelledby="analytics-position-label"
            data={[
              { value: 'head', label: 'In the head' },
              { value: 'body', label: 'At the end of the page' },
            ]}
            {...form.getInputProps('tag_position')}
          />
        </div>
      ) : null}
      <Checkbox
        label="From an analytics service"
        {...form.getInputProps('external_analytics', { type: 'checkbox' })}
      />
      {values.external_analytics ? (
        <TextInput
          label="Service"
          placeholder="Google Analytics"
          maxLength={100}
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
