/**
 * The life of one site-options section's form, written once for the sections that edit a single
 * answer of the API (general, colours, socials, error page, SEO, site map): the values last
 * saved, the form, whether it differs from them (reported to the screen's unsaved-changes
 * guard), local checks, the save with its toast and the API's field errors on the fields, and
 * discarding. A section keeps only its fields and texts.
 */
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type SaveOptions, useSectionSave } from '../ui/section-save.ts';
import { type SectionId, sameValues, useReportDirty } from './dirty-sections.ts';

/** Mantine's own bound on form values: an interface of named fields is one (`unknown` would refuse it) */
// biome-ignore lint/suspicious/noExplicitAny: the bound useForm declares
export type FormValues = Record<string, any>;

export interface SectionFormSpec<Values extends FormValues, Request, Answer> {
  section: SectionId;
  /** the form's values of the answer read (and of each answer saved) */
  valuesOf: (answer: Answer) => Values;
  /** the answer the section was opened with */
  answer: Answer;
  /** what the form sends; two values alike when they would send the same */
  toRequest: (values: Values) => Request;
  /** checks before sending: messages by field */
  validate?: (values: Values) => Record<string, string>;
  /** the section's write (site-options-requests.ts), which puts its answer in the cache */
  send: (request: Request) => Promise<Answer>;
  /** toast texts and how the API's errors map to the fields */
  save: SaveOptions;
}

export interface ValueFieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
}

export interface SectionFormState<Values extends FormValues> {
  form: ReturnType<typeof useForm<Values>>;
  values: Values;
  dirty: boolean;
  busy: boolean;
  /** value, onChange and error of a field whose input hands over its value, not an event (an image, rich text) */
  valueProps: <Field extends keyof Values & string>(field: Field) => ValueFieldProps<Values[Field]>;
  /** the props of SectionForm (section-shell.tsx) that drive saving and discarding */
  formProps: { dirty: boolean; busy: boolean; onSubmit: () => void; onDiscard: () => void };
}

export function useSectionForm<Values extends FormValues, Request, Answer>(
  spec: SectionFormSpec<Values, Request, Answer>,
): SectionFormState<Values> {
  const [saved, setSaved] = useState(() => spec.valuesOf(spec.answer));
  const form = useForm<Values>({ mode: 'controlled', initialValues: saved });
  const values = form.getValues();
  const dirty = !sameValues(spec.toRequest(values), spec.toRequest(saved));
  useReportDirty(spec.section, dirty);
  const save = useSectionSave();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    form.clearErrors();
    const local = spec.validate?.(values) ?? {};
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    setBusy(true);
    const result = await save(() => spec.send(spec.toRequest(values)), spec.save);
    setBusy(false);
    if (!result.ok) {
      form.setErrors(result.fields);
      return;
    }
    const next = spec.valuesOf(result.value);
    setSaved(next);
    form.setValues(next);
    form.resetDirty(next);
  };

  const discard = () => {
    form.setValues(saved);
    form.clearErrors();
  };

  const valueProps = <Field extends keyof Values & string>(field: Field): ValueFieldProps<Values[Field]> => ({
    value: values[field],
    onChange: (value) => form.setFieldValue(field, value as never),
    error: form.errors[field] as string | undefined,
  });

  return {
    form,
    values,
    dirty,
    busy,
    valueProps,
    formProps: { dirty, busy, onSubmit: () => void submit(), onDiscard: discard },
  };
}
