/** What an API error said that belongs to no field of the form, shown above the fields. */
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  );
}
