/**
 * The rich-text editor's link box (in place of Mantine's, which hands the address to the editor
 * and closes, so a refused one — `javascript:` — vanished without a word): the address, whether it
 * opens in a new tab, and Save. An address the site would not follow keeps the box open with the
 * reason under the field (link-address-problem.ts); an empty one removes the link.
 */
import { Button, Checkbox, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';
import { linkAddressProblem } from './link-address-problem.ts';

/** `editor`: the field's own (Mantine's context types it from tiptap's CommonJS declarations) */
export function RichTextLinkControl({ editor }: { editor: Editor | null }) {
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [newTab, setNewTab] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const active = useEditorState({
    editor,
    selector: (state) => (state.editor && !state.editor.isDestroyed ? state.editor.isActive('link') : false),
  });

  const open = () => {
    const current = editor?.getAttributes('link') as { href?: string; target?: string } | undefined;
    setAddress(current?.href ?? '');
    setNewTab(current?.target === '_blank');
    setProblem(undefined);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const save = () => {
    if (!editor || editor.isDestroyed) return;
    const href = address.trim();
    const refused = linkAddressProblem(href);
    if (refused) {
      setProblem(refused);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href, target: newTab ? '_blank' : null }).run();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      trapFocus
      shadow="md"
      withinPortal
      position="bottom-start"
      width={340}
      zIndex={10000}
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Link"
          title="Link"
          active={active ?? false}
          onClick={() => (opened ? close() : open())}
        >
          <IconLink size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Link">
          <TextInput
            label="Link address"
            placeholder="https://example.com/ or /menu"
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
            error={problem}
            data-autofocus
          />
          <Checkbox
            label="Open in a new tab"
            checked={newTab}
            onChange={(event) => setNewTab(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={close}>
              Cancel
            </Button>
            <Button size="xs" onClick={save}>
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
