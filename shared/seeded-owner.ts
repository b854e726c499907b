/**
 * The name the first owner account is created with (api/seed/owner-account.ts): the seed knows an
 * email and a password, never a person's name, so the account is named for its role. Screens that
 * greet a person by first name greet nobody by it while the account still has this name (the
 * panel home said "Welcome, Site"); the profile screen is where its owner gives a real one.
 */
export const SEEDED_OWNER_NAME = { firstname: 'Site', lastname: 'Owner' } as const;

/** A user's first name to greet them by; undefined when there is none or it is the seed's. */
export function greetingName(user: { firstname: string; lastname: string }): string | undefined {
  const first = user.firstname.trim();
  const seeded = first === SEEDED_OWNER_NAME.firstname && user.lastname.trim() === SEEDED_OWNER_NAME.lastname;
  return first && !seeded ? first : undefined;
}
