/**
 * "Schedule" on a post's edit screen: when it goes live and when it goes off, written in the
 * site's time zone (named on the fields); empty means no schedule. The API carries them out, and
 * a post published at its time goes live with its latest draft (docs/decisions/034).
 */
import { Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { localInputValue, utcFromLocalInput } from '../ui/schedule-times.ts';

interface ScheduleFieldsProps {
  publishAt: string | null;
  unpublishAt: string | null;
  onChange: (field: 'publish_at' | 'unpublish_at', iso: string | null) => void;
  errors: { publish_at?: string | undefined; unpublish_at?: string | undefined };
}

function ScheduleInput({
  label,
  value,
  timeZone,
  error,
  onChange,
}: {
  label: string;
  value: string | null;
  timeZone: string;
  error: string | undefined;
  onChange: (iso: string | null) => void;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={timeZone}
      value={value ? localInputValue(value, timeZone) : ''}
      onChange={(event) => onChange(utcFromLocalInput(event.currentTarget.value, timeZone))}
      error={error}
      w={{ base: '100%', sm: 240 }}
    />
  );
}

export function ScheduleFields({ publishAt, unpublishAt, onChange, errors }: ScheduleFieldsProps) {
  const timeZone = useSiteOptions().options.time_zone || 'UTC';
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb={4}>
        Schedule
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The site publishes or unpublishes it at these times, in the site’s time zone. Published, it shows what
        was last built in the page layout. Leave empty for none.
      </Text>
      <Group gap="md" align="flex-start">
        <ScheduleInput
          label="Publish at"
          value={publishAt}
          timeZone={timeZone}
          error={errors.publish_at}
          onChange={(iso) => onChange('publish_at', iso)}
        />
        <ScheduleInput
          label="Unpublish at"
          value={unpublishAt}
          timeZone={timeZone}
          error={errors.unpublish_at}
          onChange={(iso) => onChange('unpublish_at', iso)}
        />
      </Group>
    </Paper>
  );
}
