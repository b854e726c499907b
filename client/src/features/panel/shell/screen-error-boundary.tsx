/**
 * Catches a screen that fails to render, so the panel's navigation stays usable; moving to
 * another screen clears it.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface Props {
  /** changes when the user moves to another screen */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Stack align="flex-start">
          <Alert color="red" title="SOMETHING WENT WRONG.">
            This screen could not be shown. Try again, or go to another part of the panel.
          </Alert>
          <Button variant="default" onClick={() => location.reload()}>
            Reload
          </Button>
        </Stack>
      );
    }
    return this.props.children;
  }
}
