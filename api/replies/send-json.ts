/**
 * Sends an answer already written as JSON (the post lists write theirs from each post's kept JSON,
 * posts/post-json.ts): Fastify passes bytes with a JSON content type through as they are,
 * without the route's serializer; the header is the one the serializer's answers carry.
 */
import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends the parts, text and UTF-8 bytes, one after the other as one JSON answer. */
export function sendJson<Reply extends FastifyReply>(reply: Reply, ...parts: (string | Buffer)[]): Reply {
  const [only] = parts;
  // one answer kept whole (by-url's) is sent as it is, not copied
  const bytes =
    parts.length === 1 && Buffer.isBuffer(only)
      ? only
      : Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  reply.type(JSON_CONTENT_TYPE);
  reply.send(bytes);
  return reply;
}
