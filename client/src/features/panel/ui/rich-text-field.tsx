/**
 * Long text with the Mantine tiptap editor. Changes reach the form debounced by 300 ms
 * (docs/product.md#client-timings); a pending change is flushed when the editor loses focus, so saving never
 * misses the last word. The link box says why an address is refused (rich-text-link-control.tsx).
 */
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { RICH_TEXT_DEBOUNCE_MS } from '#shared/limits.ts';
import { createDebouncedEmitter } from './debounced-emitter.ts';
import { RichTextLinkControl } from './rich-text-link-control.tsx';

/** Mantine's types see tiptap's CommonJS declarations, the app its ES ones: the same editor. */
type MantineEditor = ComponentProps<typeof RichTextEditor>['editor'];

interface RichTextFieldProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextField({ label, description, error, value, onChange }: RichTextFieldProps) {
  const labelId = useId();
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [emitter] = useState(() =>
    createDebouncedEmitter<string>((html) => onChangeRef.current(html), RICH_TEXT_DEBOUNCE_MS),
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] } }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => {
      latest.current = current.getHTML();
      emitter.push(latest.current);
    },
    onBlur: () => emitter.flush(),
  });

  // A value set from outside (e.g. the post loaded again after saving) replaces the content.
  useEffect(() => {
    if (!editor || emitter.pending()) return;
    if (value !== latest.current && value !== editor.getHTML()) {
      editor.commands.setContent(value, { emitUpdate: false });
      latest.current = value;
    }
  }, [editor, value, emitter]);

  useEffect(() => () => emitter.flush(), [emitter]);

  return (
    <div>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      {description ? <Input.Description>{description}</Input.Description> : null}
      <RichTextEditor editor={editor as unknown as MantineEditor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextLinkControl editor={editor} />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
      {error ? <Input.Error mt={4}>{error}</Input.Error> : null}
    </div>
  );
}
