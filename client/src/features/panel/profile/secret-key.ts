/** A base32 set-up key as people copy it by hand: groups of four, `ABCD EFGH …`. */
export function groupedKey(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
