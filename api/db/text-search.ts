/**
 * Case-insensitive "contains" that SQLite and PostgreSQL answer alike. SQLite's LIKE ignores the
 * case of ASCII letters and PostgreSQL's does not, so both sides are lowered by the engine; the
 * user's `%`, `_` and `\` are escaped so they match themselves. (Beyond ASCII, SQLite's lower()
 * leaves letters as they are while PostgreSQL's follows the locale.)
 */
import { type Expression, type SqlBool, sql } from 'kysely';

/** A LIKE pattern matching any text that contains `text` literally (escape character `\`). */
export function likePatternContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) like lower('%text%') escape '\'` */
export function containsIgnoringCase(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${likePatternContaining(text)}) escape '\\'`;
}

/** `lower(column) = lower('text')`: the equality of the unique name indexes (migration 004). */
export function equalsIgnoringCase(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) = lower(${text})`;
}
