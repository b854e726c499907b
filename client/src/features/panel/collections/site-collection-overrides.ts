/**
 * What a screen gives the generated section of a site-scoped collection for a field declared
 * `custom` (shared/collections/site-collection-panel.ts): its input, how an item's value becomes
 * the form's and the form's the body's, and how its list cell is drawn (a cuisine tag's icon).
 */
import type { ComponentType } from 'react';
import type { SiteItem } from './site-collection-requests.ts';

export interface CustomFieldInputProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}

export interface CustomField {
  Input: ComponentType<CustomFieldInputProps>;
  /** the form's value for an item, or for a new one (undefined) */
  fromItem: (item: SiteItem | undefined) => unknown;
  toBody: (value: unknown) => unknown;
  isEmpty: (value: unknown) => boolean;
  Cell?: ComponentType<{ item: SiteItem }>;
}

export interface SiteCollectionOverrides {
  /** by field name: every `custom` field of the declaration needs one */
  fields?: Readonly<Record<string, CustomField>>;
}
