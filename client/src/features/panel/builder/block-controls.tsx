/**
 * The builder's controls for the selected block beyond Puck's own: "Move up", "Move down" and
 * "Copy block" in the block's action bar, a "Paste block" button in the header, the keyboard
 * shortcuts (block-hotkeys.ts) on the editor and on the canvas, and a live region that says
 * where a moved block went.
 */
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { ActionBar, useGetPuck } from '@puckeditor/core';
import { IconArrowDown, IconArrowUp, IconClipboard, IconClipboardCopy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { canPaste, clipboardSnapshot, readClipboard, subscribeToClipboard } from './block-clipboard.ts';
import { type BlockCommandOptions, useBlockCommands } from './block-commands.ts';
import { listenForBlockHotkeys } from './block-hotkeys.ts';

/** Puck's action bar with the move and copy actions before its own (duplicate, delete). */
export function BlockActionBar({
  label,
  children,
  parentAction,
  options,
}: {
  label?: string | undefined;
  children: ReactNode;
  parentAction: ReactNode;
  options: BlockCommandOptions;
}) {
  const commands = useBlockCommands(options);
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label="Move up (Alt+↑)" onClick={() => commands.move(-1)}>
          <IconArrowUp size={16} aria-hidden="true" />
        </ActionBar.Action>
        <ActionBar.Action label="Move down (Alt+↓)" onClick={() => commands.move(1)}>
          <IconArrowDown size={16} aria-hidden="true" />
        </ActionBar.Action>
        <ActionBar.Action label="Copy block (Ctrl+C)" onClick={() => commands.copy()}>
          <IconClipboardCopy size={16} aria-hidden="true" />
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

/** The keyboard shortcuts, listened for on `doc` while mounted. */
export function BlockHotkeys({ doc, options }: { doc: Document | undefined; options: BlockCommandOptions }) {
  const commands = useBlockCommands(options);
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => (doc ? listenForBlockHotkeys(doc, () => latest.current) : undefined), [doc]);
  return null;
}

/** "Paste block": the copied block after the selected one, or at the end of the page. */
export function PasteBlockButton({ options }: { options: BlockCommandOptions }) {
  const commands = useBlockCommands(options);
  const getPuck = useGetPuck();
  const stored = useSyncExternalStore(subscribeToClipboard, clipboardSnapshot);
  const { config } = getPuck();
  const check = canPaste(
    stored === null ? undefined : readClipboard(),
    options.siteId,
    Object.keys(config.components),
    (type) => config.components[type]?.label ?? type,
    options.noun,
  );
  const label = check.ok ? 'Paste block (Ctrl+V)' : `Paste block: ${check.reason}`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Paste block"
        aria-description={check.ok ? undefined : check.reason}
        data-disabled={check.ok ? undefined : true}
        aria-disabled={!check.ok}
        onClick={() => (check.ok ? commands.paste() : undefined)}
      >
        <IconClipboard size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/** Where a moved block went, said politely to screen readers. */
export function BlockAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden aria-live="polite" data-testid="block-announcer">
      {message}
    </VisuallyHidden>
  );
}
