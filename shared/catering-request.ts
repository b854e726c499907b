/**
 * What a catering request must hold, declared once: the public form
 * (client/src/blocks/catering-request-form.tsx) checks it before posting and shows what is wrong
 * beside each field; the content API refuses anything else with 400 and the same messages, each
 * naming its field (its TypeBox schema, CateringRequestBodySchema in shared/schemas/forms.ts, is
 * built from these rules). No TypeBox here: the public bundle imports this module.
 */

/** The bounds and shapes of the fields (values are the trimmed strings a form posts). */
export const CATERING_REQUEST_RULES = {
  name: { minLength: 2, maxLength: 200 },
  /** a mailbox at a domain with a dot: `a@b` is no address a reply could reach */
  email: { maxLength: 254, pattern: '^[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+$' },
  phone: { maxLength: 40, pattern: '^\\+?[0-9(][0-9 ()./-]{3,}[0-9]$' },
  /** `y-MM-dd`, as a date input sends it */
  date: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' },
  guests: { min: 1, max: 9999, pattern: '^[1-9][0-9]{0,3}$' },
  message: { maxLength: 5000 },
} as const;

export type CateringField = keyof typeof CATERING_REQUEST_RULES;

/** What is wrong with a field, in words that name it (they are shown alone, in a toast too). */
export const CATERING_REQUEST_MESSAGES = {
  nameRequired: 'Name is required',
  name: `Name must be ${CATERING_REQUEST_RULES.name.minLength} to ${CATERING_REQUEST_RULES.name.maxLength} characters`,
  emailRequired: 'Email is required',
  email: 'Email must be an address like name@example.com',
  phone: 'Phone must be a phone number like +1 555 0100',
  date: 'Event date must be a date like 2030-05-31',
  datePast: 'Event date must be today or later',
  guests: `Guests must be a whole number from ${CATERING_REQUEST_RULES.guests.min} to ${CATERING_REQUEST_RULES.guests.max}`,
  message: `Message must be at most ${CATERING_REQUEST_RULES.message.maxLength} characters`,
} as const;

/** The message of a field whose value breaks its rule (its shape or bounds). */
export function cateringFieldMessage(field: string): string | undefined {
  return Object.hasOwn(CATERING_REQUEST_RULES, field)
    ? CATERING_REQUEST_MESSAGES[field as CateringField]
    : undefined;
}

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

/** `y-MM-dd` that names a real day (no 31 April). */
function isCalendarDay(value: string): boolean {
  if (!matches(CATERING_REQUEST_RULES.date.pattern, value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The problems of a catering request, per field (none: an empty object). `fields` are the values
 * as posted (trimmed here); `today` is the site's day (`y-MM-dd`, shared/time-zones.ts
 * dayInTimeZone): an event before it is refused.
 */
export function cateringRequestProblems(
  fields: Readonly<Record<string, string | undefined>>,
  today: string,
): Record<string, string[]> {
  const rules = CATERING_REQUEST_RULES;
  const messages = CATERING_REQUEST_MESSAGES;
  const value = (field: CateringField) => fields[field]?.trim() ?? '';
  const problems: Record<string, string[]> = {};
  const refuse = (field: CateringField, message: string) => {
    problems[field] = [message];
  };

  const name = value('name');
  if (!name) refuse('name', messages.nameRequired);
  else if (name.length < rules.name.minLength || name.length > rules.name.maxLength)
    refuse('name', messages.name);

  const email = value('email');
  if (!email) refuse('email', messages.emailRequired);
  else if (email.length > rules.email.maxLength || !matches(rules.email.pattern, email))
    refuse('email', messages.email);

  const phone = value('phone');
  if (phone && (phone.length > rules.phone.maxLength || !matches(rules.phone.pattern, phone)))
    refuse('phone', messages.phone);

  const date = value('date');
  if (date && !isCalendarDay(date)) refuse('date', messages.date);
  else if (date && date < today) refuse('date', messages.datePast);

  const guests = value('guests');
  if (guests && !matches(rules.guests.pattern, guests)) refuse('guests', messages.guests);

  if (value('message').length > rules.message.maxLength) refuse('message', messages.message);
  return problems;
}
