/**
 * A warning before leaving a form with unsaved changes: in-app navigation is held by
 * react-router's `useBlocker` and a dialog asks; closing or reloading the tab gets the browser's
 * own `beforeunload` prompt.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** `dirty` is read when a navigation starts, so a save that navigates right away is not held. */
export function UnsavedChangesGuard({ dirty }: { dirty: () => boolean }) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text mb="lg">You have changes that are not saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
