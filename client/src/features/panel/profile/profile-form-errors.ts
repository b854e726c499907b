/**
 * A profile form's failure: the API's field errors on the form's fields (true: shown there), else
 * false so that useApiAction shows its error toast.
 */
import type { useForm } from '@mantine/form';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';

type Form = Pick<ReturnType<typeof useForm<Record<string, unknown>>>, 'setErrors'>;

export function showOnFields(form: Form, fields: readonly string[]): (error: unknown) => boolean {
  return (error) => {
    const split = splitApiErrors(error, fields);
    form.setErrors(split.fields);
    return Object.keys(split.fields).length > 0 && split.rest === undefined;
  };
}
