/**
 * A block's anchor in the builder (shared/page-blocks/block-anchors.ts): an id a link names as
 * `/page#anchor`, checked as it is typed — its characters, the ids the page itself uses and the
 * anchors of the page's other blocks. Only an anchor that can be used (or none) reaches the
 * block, so a draft never holds one the API would refuse; what is wrong is said under the field.
 */
import { TextInput } from '@mantine/core';
import { createUsePuck } from '@puckeditor/core';
import { useEffect, useState } from 'react';
import { anchorProblem } from '#shared/page-blocks/block-anchors.ts';

const usePuck = createUsePuck();

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The anchors of the document's blocks but the selected one, lower-cased, one a line. */
function otherAnchors(data: unknown, selectedId: unknown): string {
  if (!isRecord(data)) return '';
  const zones = isRecord(data.zones) ? Object.values(data.zones) : [];
  const blocks = [data.content, ...zones].flatMap((list) => (Array.isArray(list) ? list : []));
  return blocks
    .flatMap((block) => {
      const props = isRecord(block) && isRecord(block.props) ? block.props : undefined;
      return props && props.id !== selectedId && typeof props.anchor === 'string' && props.anchor
        ? [props.anchor.toLowerCase()]
        : [];
    })
    .join('\n');
}

export function BuilderAnchorInput({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: string;
  onChange: (anchor: string) => void;
  readOnly?: boolean;
}) {
  // a string, not a list: the selector's answer is compared by value
  const taken = usePuck((puck) => otherAnchors(puck.appState.data, puck.selectedItem?.props.id));
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problemOf = (anchor: string) =>
    anchorProblem(anchor) ??
    (anchor && taken.split('\n').includes(anchor.toLowerCase())
      ? `Another block of this page has the anchor "${anchor}"`
      : undefined);
  const problem = problemOf(text.trim());
  return (
    <TextInput
      label={label}
      value={text}
      readOnly={readOnly}
      leftSection="#"
      placeholder="menu"
      spellCheck={false}
      autoComplete="off"
      description="Links to this block as /page#anchor: letters, digits, - and _, starting with a letter"
      error={problem}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const trimmed = next.trim();
        if (problemOf(trimmed) === undefined) onChange(trimmed);
      }}
    />
  );
}
