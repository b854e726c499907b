/**
 * What a screen gives the generated section of a site-scoped collection where its declaration
 * (shared/collections/site-collection-panel.ts) cannot say it: a `custom` field's input, how an
 * item's value becomes the form's and the form's the body's, and its list cell (a cuisine tag's
 * icon); a column's cell; an item's name; who may change an item; words that depend on who is
 * signed in; and, where the fields hang together too much for declared fields (the analytics
 * items' provider picker and owner-only code kinds), the form itself.
 */
import type { ComponentType } from 'react';
import type { CollectionSlug } from '#shared/collections/content-collections.ts';
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

export interface SiteItemFormOverrideProps {
  slug: CollectionSlug;
  /** the item to change; absent: a new one */
  item?: SiteItem;
  onDone: () => void;
}

export interface SiteCollectionOverrides {
  /** by field name: every `custom` field of the declaration needs one */
  fields?: Readonly<Record<string, CustomField>>;
  /** the cell of a declared column, by its field (a custom field's `Cell` serves its own column) */
  cells?: Readonly<Record<string, ComponentType<{ item: SiteItem }>>>;
  /** an item's name in its buttons, toasts and confirmation, where no one field holds it */
  nameOf?: (item: SiteItem) => string;
  /** a hook: whether the signed-in person may change an item, or why not */
  useEditable?: () => (item: SiteItem) => true | string;
  /** what the section says under its heading (it may depend on who is signed in) */
  Intro?: ComponentType;
  /** the add and edit form, where the declared fields cannot make it */
  Form?: ComponentType<SiteItemFormOverrideProps>;
}

/** an item's name: the screen's rule, or its declared name field */
export function itemName(item: SiteItem, nameField: string, overrides?: SiteCollectionOverrides): string {
  return overrides?.nameOf ? overrides.nameOf(item) : String(item[nameField]);
}

const ALWAYS_EDITABLE = () => true as const;
const useAlwaysEditable = () => ALWAYS_EDITABLE;

/** the screen's rule of who may change an item, or everyone */
export function useEditableRule(overrides?: SiteCollectionOverrides): (item: SiteItem) => true | string {
  return (overrides?.useEditable ?? useAlwaysEditable)();
}
