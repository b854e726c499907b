/**
 * One bound of the created-between filter, a native date field. What is typed stays in the field;
 * the filter changes only when the field holds a whole day with a plausible year, or is cleared.
 * Typing the year "2026" passes through 0002, 0020 and 0202 on the way: each of those used to
 * reach the address and the list, and the re-render reset the field mid-typing.
 */
import { TextInput } from '@mantine/core';
import { useState } from 'react';

/** The first year a post can have been created in, for the purpose of typing. */
const FIRST_YEAR = 1900;

export function isCompleteDay(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  return match !== null && Number(match[1]) >= FIRST_YEAR;
}

interface DayBoundInputProps {
  label: string;
  /** the bound in the address */
  value: string | null;
  min?: string | undefined;
  max?: string | undefined;
  onCommit: (day: string | null) => void;
}

export function DayBoundInput({ label, value, min, max, onCommit }: DayBoundInputProps) {
  const [text, setText] = useState(value ?? '');
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    // the address changed (a commit of ours, back/forward, a link): show it
    setCommitted(value);
    setText(value ?? '');
  }
  return (
    <TextInput
      type="date"
      label={label}
      value={text}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (!next) onCommit(null);
        else if (isCompleteDay(next)) onCommit(next);
      }}
      w={{ base: '48%', sm: 160 }}
    />
  );
}
