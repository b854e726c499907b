/**
 * The catering request form: posted to `POST /api/forms/catering/submissions` with a honeypot
 * field people never see. Before posting it checks the request's rules (shared/catering-request.ts,
 * the API's own): what is wrong is said beside each field, naming it, and the first such field
 * takes the focus; nothing is sent. An event date is today or later in the site's time zone.
 * Field errors of the API are shown beside their fields and as the error toast of
 * docs/product.md#errors.
 */
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { cateringRequestProblems, CATERING_REQUEST_RULES as RULES } from '#shared/catering-request.ts';
import { HONEYPOT_FIELD } from '#shared/form-fields.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { useSiteOptions } from '../content/site-settings.ts';
import { ApiRequestError, postJson } from '../http/api-client.ts';

/** The toasts load with the first submission, not with the form. */
const toasts = () =>
  Promise.all([import('../feedback/toasts.ts'), import('../feedback/error-toast-text.ts')]);

type Fields = Record<string, string>;

/** What each input takes, as the browser can say it (a date picker from today, a number pad). */
const INPUT_BOUNDS: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  name: { minLength: RULES.name.minLength, maxLength: RULES.name.maxLength },
  email: { maxLength: RULES.email.maxLength },
  phone: { maxLength: RULES.phone.maxLength },
  guests: { min: RULES.guests.min, max: RULES.guests.max, step: 1, inputMode: 'numeric' },
};

export function CateringRequestForm() {
  const formId = useId();
  const { options } = useSiteOptions();
  const today = () => dayInTimeZone(new Date(), options.time_zone);
  const [sent, setSent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // a plain POST: nothing is cached from a public form (useSWRMutation would add its own chunk)
  const [isMutating, setMutating] = useState(false);
  const trigger = async (fields: Fields) => {
    setMutating(true);
    try {
      return await postJson<{ data: { id?: number } }>(API.formSubmissions('catering'), fields);
    } finally {
      setMutating(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Fields = {};
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) fields[name] = value.trim();
    const problems = cateringRequestProblems(fields, today());
    const wrong = Object.keys(problems);
    if (wrong.length > 0) {
      setFieldErrors(problems);
      // the first field to mend, in the order of the form; its message is read with it
      const first = [...form.elements].find(
        (element) => element instanceof HTMLElement && wrong.includes(element.getAttribute('name') ?? ''),
      );
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    try {
      await trigger(fields);
      setFieldErrors({});
      setSent(true);
      form.reset();
      void toasts().then(([{ showSuccessToast }]) =>
        showSuccessToast('Thanks! Your catering request is on its way.'),
      );
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      setFieldErrors(body?.errors ?? {});
      void toasts().then(([{ showErrorToast }, { errorToastText }]) => showErrorToast(errorToastText(body)));
    }
  };

  if (sent) {
    return (
      <div className="form-card" role="status">
        <h3>Thank you!</h3>
        <p>We have your request and will get back to you within two working days.</p>
        <button type="button" className="button button--ghost" onClick={() => setSent(false)}>
          Send another request
        </button>
      </div>
    );
  }

  /** a field's message goes once the visitor changes it */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (fieldErrors[name]) setFieldErrors(({ [name]: _mended, ...rest }) => rest);
  };

  const field = (name: string, label: string, type = 'text', required = false) => {
    const id = `${formId}-${name}`;
    const errors = fieldErrors[name];
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {type === 'textarea' ? (
          <textarea
            id={id}
            name={name}
            rows={4}
            maxLength={RULES.message.maxLength}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            required={required}
            {...INPUT_BOUNDS[name]}
            {...(type === 'date' ? { min: today() } : {})}
            autoComplete={
              name === 'name' ? 'name' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'
            }
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
          />
        )}
        {errors ? (
          <p className="field__error" id={`${id}-error`}>
            {errors.join(', ')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="form-card"
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`}>Request catering</h3>
      {field('name', 'Your name', 'text', true)}
      {field('email', 'Email', 'email', true)}
      {field('phone', 'Phone', 'tel')}
      <div className="field-row">
        {field('date', 'Event date', 'date')}
        {field('guests', 'Guests', 'number')}
      </div>
      {field('message', 'Tell us about your event', 'textarea')}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${formId}-hp`}>Leave this empty</label>
        <input id={`${formId}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button--large" disabled={isMutating}>
        {isMutating ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
