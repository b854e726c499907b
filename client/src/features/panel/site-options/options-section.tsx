/**
 * A section of the site options screen that edits one answer of the API (general, colours, social
 * links, error page, SEO, site map), declared once: the read it edits, how its form holds that
 * answer and what it sends (its *-form.ts), its texts and its fields. Reading with a loader, the
 * form's life (use-section-form.ts) and the frame with Save and Discard (section-shell.tsx) are
 * this component's, so a section keeps only what is its own.
 */
import type { ComponentType, ReactNode } from 'react';
import { type PanelReadPath, type PanelReads, usePanelRead } from '../shell/panel-reads.ts';
import { SectionForm, SectionLoading } from '../ui/section-shell.tsx';
import { useSiteOptionsWrites } from './site-options-requests.ts';
import {
  type FormValues,
  type SectionFormSpec,
  type SectionFormState,
  useSectionForm,
} from './use-section-form.ts';

type SiteOptionsWrites = ReturnType<typeof useSiteOptionsWrites>;

/** What a section's fields are given: the form, its values now, and whether they differ from the saved. */
export type SectionFieldsProps<Values extends FormValues> = Pick<
  SectionFormState<Values>,
  'form' | 'values' | 'dirty' | 'valueProps'
>;

export interface OptionsSectionDeclaration<Path extends PanelReadPath, Values extends FormValues, Request>
  extends Pick<
    SectionFormSpec<Values, Request, PanelReads[Path]>,
    'section' | 'valuesOf' | 'toRequest' | 'validate'
  > {
  /** the read the section edits; its write's answer replaces it */
  path: Path;
  title: string;
  description: ReactNode;
  /** what the section holds, as its texts say it: "Save {noun}", "{Noun} saved", "Loading the {noun}" */
  noun: string;
  /** the loader's name of it, where not the noun */
  loadingNoun?: string;
  /** the section's write of site-options-requests.ts */
  send: (writes: SiteOptionsWrites) => (request: Request) => Promise<PanelReads[Path]>;
  /** the API's `errors` of a refused save, by the form's field paths */
  fieldErrors: (errors: Record<string, string[]>) => Record<string, string>;
  Fields: ComponentType<SectionFieldsProps<Values>>;
}

/** A declaration with its types read from it. */
export function declareOptionsSection<Path extends PanelReadPath, Values extends FormValues, Request>(
  declaration: OptionsSectionDeclaration<Path, Values, Request>,
): OptionsSectionDeclaration<Path, Values, Request> {
  return declaration;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function OptionsSection<Path extends PanelReadPath, Values extends FormValues, Request>({
  declaration,
}: {
  declaration: OptionsSectionDeclaration<Path, Values, Request>;
}) {
  const { data, error } = usePanelRead(declaration.path);
  if (!data) return <SectionLoading error={error} what={declaration.loadingNoun ?? declaration.noun} />;
  return <OptionsSectionForm declaration={declaration} answer={data} />;
}

function OptionsSectionForm<Path extends PanelReadPath, Values extends FormValues, Request>({
  declaration: d,
  answer,
}: {
  declaration: OptionsSectionDeclaration<Path, Values, Request>;
  answer: PanelReads[Path];
}) {
  const writes = useSiteOptionsWrites();
  const {
    formProps,
    busy: _,
    ...fields
  } = useSectionForm({
    section: d.section,
    answer,
    valuesOf: d.valuesOf,
    toRequest: d.toRequest,
    validate: d.validate,
    send: d.send(writes),
    save: {
      success: `${capitalized(d.noun)} saved`,
      fieldErrors: (errors) => ({ fields: d.fieldErrors(errors), rest: {} }),
    },
  });
  return (
    <SectionForm title={d.title} description={d.description} {...formProps} saveLabel={`Save ${d.noun}`}>
      <d.Fields {...fields} />
    </SectionForm>
  );
}
