/**
 * The field errors of a public form's post, each message naming its field: they are shown to a
 * visitor alone (joined in the error toast of docs/product.md#errors), where "must not have more than 200
 * characters" said nothing of which field. A catering field says its rule's own words
 * (shared/catering-request.ts); any other field its label before the schema's message.
 */
import { cateringFieldMessage } from '#shared/catering-request.ts';
import { type FormName, fieldLabel } from '#shared/form-fields.ts';
import { type SchemaIssue, validationErrorsToFields } from '../errors/validation-errors.ts';

export function namedFieldErrors(issues: readonly SchemaIssue[], form: FormName): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(validationErrorsToFields(issues, 'body'))) {
    const own = form === 'catering' ? cateringFieldMessage(field) : undefined;
    named[field] = own ? [own] : messages.map((message) => `${fieldLabel(field)} ${message}`);
  }
  return named;
}
