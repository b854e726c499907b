/**
 * The second step of a link to a page: where on it — its top, or one of its blocks' anchors
 * (page-anchors.ts). Shown once a page with anchors is chosen, or while the link names an anchor;
 * an anchor the page no longer has stays listed, marked, so nothing is changed unseen.
 */
import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { AnchorChoice } from './page-anchors.ts';

/** the option of the page's top: no anchor (an anchor never holds `#`) */
const TOP = '#';

export function AnchorSelect({
  anchors,
  value,
  onChange,
  size,
  style,
}: {
  anchors: readonly AnchorChoice[];
  value: string;
  onChange: (anchor: string) => void;
  size?: 'xs' | 'sm' | 'md';
  style?: CSSProperties;
}) {
  if (anchors.length === 0 && !value) return null;
  const data = [
    { value: TOP, label: 'Top of the page' },
    ...anchors.map((choice) => ({ value: choice.anchor, label: `${choice.label} (#${choice.anchor})` })),
  ];
  if (value && !anchors.some((choice) => choice.anchor === value))
    data.push({ value, label: `#${value} (not on the page now)` });
  return (
    <Select
      label="Part of the page"
      data={data}
      value={value || TOP}
      onChange={(next) => onChange(next && next !== TOP ? next : '')}
      allowDeselect={false}
      size={size}
      style={style}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
