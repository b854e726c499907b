/**
 * The dialog an item of a site-scoped collection is added or changed in (`panel.form: 'dialog'`,
 * and the FAQ screen's questions): the declared dialog title, then the generated form of the
 * declared fields or the screen's own form (`overrides.Form`).
 */
import { Modal } from '@mantine/core';
import type { CollectionSlug } from '#shared/collections/content-collections.ts';
import { panelText } from '#shared/collections/site-collection-panel.ts';
import { itemName, type SiteCollectionOverrides } from './site-collection-overrides.ts';
import type { SiteItem } from './site-collection-requests.ts';
import { panelOf, SiteItemForm } from './site-item-form.tsx';

/** the dialog's title in the panel's type (the site's base.css sets headings in its display face) */
const MODAL_STYLES = {
  title: {
    fontFamily: 'var(--mantine-font-family)',
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-lg)',
  },
};

interface SiteItemDialogProps {
  slug: CollectionSlug;
  /** the item to change, `'new'` for a new one, null when closed */
  item: SiteItem | 'new' | null;
  /** a new item's first values */
  defaults?: Readonly<Record<string, unknown>>;
  overrides?: SiteCollectionOverrides;
  onClose: () => void;
}

export function SiteItemDialog({ slug, item, defaults, overrides, onClose }: SiteItemDialogProps) {
  const { texts, nameField } = panelOf(slug);
  const title =
    item === 'new' || item === null
      ? (texts.addDialog ?? texts.addForm)
      : panelText(texts.editDialog ?? texts.editForm ?? texts.addForm, itemName(item, nameField, overrides));
  const Form = overrides?.Form;
  const current = item === 'new' || item === null ? undefined : item;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={item !== null}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      styles={MODAL_STYLES}
    >
      {item === null ? null : Form ? (
        <Form key={current?.id ?? 'new'} slug={slug} item={current} onDone={onClose} />
      ) : (
        <SiteItemForm
          key={current?.id ?? 'new'}
          slug={slug}
          layout="dialog"
          item={current}
          defaults={defaults}
          overrides={overrides}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
