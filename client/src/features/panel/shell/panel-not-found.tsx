/** An unknown panel address. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '#shared/routes.ts';

export function PanelNotFound() {
  const { pathname } = useLocation();
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>Page not found: {pathname}</Text>
      <Button component={Link} to={ROUTES.panel}>
        Back to the panel home
      </Button>
    </Stack>
  );
}
