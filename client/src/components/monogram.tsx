/** What an empty poster or logo slot shows: a warm pattern with the initials of the name. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function nameHash(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return sum;
}

export function Monogram({ name, variant }: { name: string; variant: 'poster' | 'logo' }) {
  return (
    <div
      className={`monogram monogram--${variant}`}
      style={{ '--monogram-angle': `${100 + (nameHash(name) % 80)}deg` } as React.CSSProperties}
      aria-hidden="true"
    >
      <span>{initials(name)}</span>
    </div>
  );
}
