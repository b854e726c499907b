/** The dialog to add or change one FAQ entry: question, answer (rich text), category. */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { normalizeHtml } from '../ui/rich-text-html.ts';
import { useFaqWrites } from './faq-requests.ts';

interface FaqEditorProps {
  /** the entry to change, `'new'` for a new one, null when closed */
  faq: Faq | 'new' | null;
  defaultCategory: number | null;
  categories: FaqCategory[];
  onClose: () => void;
}

export function FaqEditor(props: FaqEditorProps) {
  const { faq, onClose } = props;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={faq !== null}
      onClose={onClose}
      title={faq === 'new' ? 'New question' : 'Edit question'}
      size="lg"
      centered
    >
      {faq !== null ? <FaqForm key={faq === 'new' ? 'new' : faq.id} {...props} faq={faq} /> : null}
    </Modal>
  );
}

function FaqForm({ faq, defaultCategory, categories, onClose }: FaqEditorProps & { faq: Faq | 'new' }) {
  const existing = faq === 'new' ? undefined : faq;
  const [question, setQuestion] = useState(existing?.question ?? '');
  const [answer, setAnswer] = useState(existing?.answer ?? '');
  const [category, setCategory] = useState<string | null>(
    existing
      ? existing.category === null
        ? null
        : String(existing.category)
      : defaultCategory === null
        ? null
        : String(defaultCategory),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useApiAction();
  const { saveFaq } = useFaqWrites();
  const { run: submit, busy } = useSingleSubmit(async () => {
    const local: Record<string, string> = {};
    if (!question.trim()) local.question = 'Write the question';
    if (!normalizeHtml(answer)) local.answer = 'Write the answer';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = {
      question: question.trim(),
      answer: normalizeHtml(answer),
      category: category === null ? null : Number(category),
    };
    const saved = await run(() => saveFaq(existing?.id, body), {
      success: existing ? 'Question saved' : 'Question added',
      onError: (error) => setErrors(splitApiErrors(error, ['question', 'answer', 'category']).fields),
    });
    if (saved) onClose();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Question">
      <Stack gap="md">
        <TextInput
          label="Question"
          required
          maxLength={500}
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          error={errors.question}
          data-autofocus
        />
        <RichTextField label="Answer" value={answer} onChange={setAnswer} error={errors.answer} />
        <Select
          label="Category"
          placeholder="No category"
          clearable
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={category}
          onChange={setCategory}
          error={errors.category}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {existing ? 'Save' : 'Add question'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
