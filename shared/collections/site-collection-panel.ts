/**
 * What a simple site-scoped collection declares of its panel screen (issue 25, docs/decisions/043
 * "the panel side"): the fields of its add and edit form, how its list shows, and the words the
 * screen says. The panel's generated section (client/src/features/panel/collections/
 * site-collection-section.tsx) is made from this; what is truly special (an icon picker) is a
 * screen override of a `custom` field. Texts may hold `{name}`: the item's name.
 *
 * Only what the collection's schemas cannot say is declared here: whether a field is required and
 * how long it may be are its create body's (`fieldRulesOf`), how a change is sent is the
 * collection's `siteScoped.update`, so the panel and the API cannot disagree.
 */
import type { TSchema } from 'typebox';

export type PanelFieldKind = 'text' | 'rich-text' | 'select' | 'custom';

export interface PanelField {
  /** the body's and the item's key */
  name: string;
  label: string;
  kind: PanelFieldKind;
  /**
   * What the field says when it is left empty, if the create body requires it (absent: "Fill in
   * {label}"); whether it is required is the schema's (`fieldRulesOf`).
   */
  whenEmpty?: string;
  /** `select`: its options are the items of another site-scoped collection, by their name field */
  optionsFrom?: string;
  /** `select`: what an empty choice says (it sends null) */
  placeholder?: string;
}

export interface SiteCollectionPanel {
  /** the section's heading */
  title: string;
  /** a line under the heading */
  description?: string;
  /** the field that names an item (toasts, buttons, confirmation) */
  nameField: string;
  fields: readonly PanelField[];
  /**
   * The list's columns (a property of the item each, drawn by the screen's override where it has a
   * cell for it); none: the names are listed as badges, each with its delete button.
   */
  columns?: readonly { field: string; label: string }[];
  /**
   * Where items are added and changed: in the section (the add form above the list, a change in
   * the item's row; the default), or in a dialog opened by the add button beside the heading and
   * by each row's edit button.
   */
  form?: 'inline' | 'dialog';
  /** the other collections whose lists a delete changes (a deleted FAQ category's questions) */
  deleteChanges?: readonly string[];
  texts: {
    /** the label of the add form's name field */
    newLabel: string;
    /** the add button */
    add: string;
    /** the add form's name */
    addForm: string;
    /** the edit form's name (`{name}`) */
    editForm?: string;
    /** the title of the dialog a new item is added in (absent: `addForm`) */
    addDialog?: string;
    /** the title of the dialog an item is changed in (absent: `editForm`) */
    editDialog?: string;
    added: string;
    saved?: string;
    deleted: string;
    empty: string;
    /** the delete button of a badge: "Delete the {kind} {name}" */
    kind: string;
    confirmTitle: string;
    confirmMessage: string;
    confirmLabel: string;
  };
}

/** `text` with its `{name}` filled in */
export function panelText(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}

/** what the collection's create body says of one field of its form */
export interface PanelFieldRules {
  required: boolean;
  /** in characters, for a string field */
  maxLength?: number;
}

type PropertySchema = TSchema & { maxLength?: number; anyOf?: readonly PropertySchema[] };

interface ObjectSchema {
  properties?: Readonly<Record<string, PropertySchema>>;
  required?: readonly string[];
}

/**
 * The rules of the field `name` in a create body (a TypeBox object schema): required, its
 * maxLength (a string's, also one that may be null: the string member of its union).
 */
export function fieldRulesOf(create: TSchema | undefined, name: string): PanelFieldRules {
  const object = (create ?? {}) as ObjectSchema;
  const property = object.properties?.[name];
  const maxLength =
    property?.maxLength ?? property?.anyOf?.find((member) => typeof member.maxLength === 'number')?.maxLength;
  return {
    required: object.required?.includes(name) ?? false,
    ...(typeof maxLength === 'number' ? { maxLength } : {}),
  };
}

/** what a required field left empty says */
export function emptyMessageOf(field: PanelField): string {
  return field.whenEmpty ?? `Fill in ${field.label}`;
}

/** what a text longer than its schema allows says */
export function tooLongMessage(maxLength: number): string {
  return `At most ${maxLength.toLocaleString('en')} characters`;
}
