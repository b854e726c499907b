/** An error with an HTTP status that the error handler answers in the API's error shape. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  /** headers the answer carries (a `Retry-After`) */
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized', errors?: Record<string, string[]>) =>
  new HttpError(401, message, errors);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message = 'Too many attempts, try again later') =>
  new HttpError(429, message);
