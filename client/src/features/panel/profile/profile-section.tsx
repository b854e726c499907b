/** The frame of each part of the profile: a landmark section with its heading, what it is for, and an optional badge. */
import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/section-shell.tsx';

interface ProfileSectionProps {
  /** also the address's hash that scrolls to it (`/panel/profile#two-factor`) */
  id: string;
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}

export function ProfileSection({ id, title, description, badge, children }: ProfileSectionProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SectionHeading title={title} titleId={`${id}-title`} description={description} />
          {badge ? <div style={{ flexShrink: 0 }}>{badge}</div> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
