/**
 * A profile form's failure: the API's field errors on the form's fields (useApiAction shows the
 * error toast of docs/product.md#errors as well).
 */
import type { useForm } from '@mantine/form';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';

type Form = Pick<ReturnType<typeof useForm<Record<string, unknown>>>, 'setErrors'>;

export function showOnFields(form: Form, fields: readonly string[]): (error: unknown) => void {
  return (error) => form.setErrors(splitApiErrors(error, fields).fields);
}
