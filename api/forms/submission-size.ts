/**
 * The bound on one public submission as a whole (shared/limits.ts SUBMISSION_MAX_BYTES): the
 * schema bounds each field and their number, which together still allow ~140 KB per post. What is
 * measured is what would be stored: every field's name and trimmed value, in UTF-8 bytes.
 */
import { SUBMISSION_MAX_BYTES } from '#shared/limits.ts';
import { HttpError } from '../errors/http-error.ts';

/** UTF-8 bytes of the fields' names and values together. */
export function submissionBytes(fields: Readonly<Record<string, string>>): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(fields))
    bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  return bytes;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * A 413 in the API's error shape when the fields hold more than SUBMISSION_MAX_BYTES, naming the
 * largest field (where the public form shows it: that is the one to shorten); else undefined.
 */
export function oversizedSubmission(fields: Readonly<Record<string, string>>): HttpError | undefined {
  const bytes = submissionBytes(fields);
  if (bytes <= SUBMISSION_MAX_BYTES) return undefined;
  const [largest] = Object.entries(fields).reduce((a, b) =>
    Buffer.byteLength(b[1]) > Buffer.byteLength(a[1]) ? b : a,
  );
  const limit = kilobytes(SUBMISSION_MAX_BYTES);
  return new HttpError(
    413,
    `The submission is too long: ${kilobytes(bytes)} of text where at most ${limit} are taken`,
    { [largest]: [`is too long: the whole submission may hold at most ${limit} of text`] },
  );
}
