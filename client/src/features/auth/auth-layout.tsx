/**
 * The auth layout: the domain's `auth_background` behind a card with the domain's logo (or its
 * name), holding one auth screen. Mantine and its CSS arrive with this lazy chunk only.
 */
import { Anchor, Box, Center, Image, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { PageHead } from '../../components/page-head.tsx';
import { useSiteOptions } from '../../content/site-settings.ts';
import { StaffThemeProvider } from '../../staff/staff-theme-provider.tsx';
import { imageSource } from './image-source.ts';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <StaffThemeProvider>
      <AuthFrame title={title}>{children}</AuthFrame>
    </StaffThemeProvider>
  );
}

function AuthFrame({ title, children }: AuthLayoutProps) {
  const { options } = useSiteOptions();
  const background = imageSource(options.auth_background);
  const logo = imageSource(options.logo);
  const siteName = options.title || 'Food Truck Collective';
  return (
    <>
      <PageHead title={title} noIndex noFollow />
      <Box
        component="main"
        id="main"
        mih="100vh"
        p="md"
        style={{
          backgroundColor: 'var(--mantine-color-body)',
          backgroundImage: background
            ? `linear-gradient(rgba(0,0,0,.35), rgba(0,0,0,.35)), url("${background}")`
            : 'linear-gradient(135deg, var(--mantine-color-orange-light), var(--mantine-color-body))',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
          <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
            <Stack gap="lg">
              <Anchor component={Link} to={ROUTES.home} underline="never" c="inherit" ta="center">
                {logo ? (
                  <Image src={logo} alt={siteName} h={56} w="auto" fit="contain" mx="auto" />
                ) : (
                  <Title order={2} size="h3">
                    {siteName}
                  </Title>
                )}
              </Anchor>
              <Title order={1} size="h2" ta="center">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Center>
      </Box>
    </>
  );
}
