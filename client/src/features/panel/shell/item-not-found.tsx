/**
 * The screen of one item (a page, a member, a user…) whose address names none on the managed site:
 * it says so — not that something failed — and leads back to the list.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head.tsx';

interface ItemNotFoundProps {
  /** "Page", "User": the heading's */
  singular: string;
  /** "page", "user": the sentence's */
  noun: string;
  /** the id the address names, when it names one */
  id?: string | undefined;
  /** the list's address and its name in "Back to the …" */
  listHref: string;
  listName: string;
}

export function ItemNotFound({ singular, noun, id, listHref, listName }: ItemNotFoundProps) {
  const heading = `${singular} not found`;
  return (
    <Stack align="flex-start" gap="sm" maw={760}>
      <PageHead title={heading} noIndex noFollow />
      <Title order={1}>{heading}</Title>
      <Text>
        There is no {noun}
        {id ? ` ${id}` : ' at this address'} on this site. It may have been deleted for good, or the address
        may be mistyped.
      </Text>
      <Button component={Link} to={listHref}>
        Back to the {listName}
      </Button>
    </Stack>
  );
}
