/**
 * The url rule of a post (docs/product.md#rules): `/` or lower-case segments of letters, digits, `-` and `_`.
 * Plain text, so the public bundle can test a path without the schema library; the API's schema
 * (`UrlPathSchema`) takes its pattern from here.
 */
export const URL_PATTERN = '^/([a-z0-9][a-z0-9\\-_]*(/[a-z0-9][a-z0-9\\-_]*)*)?$';
