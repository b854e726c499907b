/** A JWT-shaped, unsigned access token: the BFF reads only its `exp`, the bench's upstreams too. */
export function benchJwt(expSeconds: number, subject: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: subject, exp: expSeconds })}.bench-${subject}`;
}
