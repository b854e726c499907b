/** The dialog to add or change one FAQ entry: the FAQ's generated form (question, answer, category). */
import { Modal } from '@mantine/core';
import type { Faq } from '#shared/schemas/content.ts';
import { SiteItemForm } from '../collections/site-item-form.tsx';

interface FaqEditorProps {
  /** the entry to change, `'new'` for a new one, null when closed */
  faq: Faq | 'new' | null;
  defaultCategory: number | null;
  onClose: () => void;
}

export function FaqEditor({ faq, defaultCategory, onClose }: FaqEditorProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={faq !== null}
      onClose={onClose}
      title={faq === 'new' ? 'New question' : 'Edit question'}
      size="lg"
      centered
    >
      {faq !== null ? (
        <SiteItemForm
          key={faq === 'new' ? 'new' : faq.id}
          slug="faqs"
          layout="dialog"
          item={faq === 'new' ? undefined : faq}
          defaults={{ category: defaultCategory }}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
