/**
 * The sites and staff every API test harness seeds (api-test-harness.ts): two hosts, an owner,
 * the main site's admin and editor and the taco site's admin, all with one password.
 */

export const TEST_SCRYPT_COST = 2 ** 10;
export const PASSWORD = 'correct horse battery';
export const HOSTS = { main: 'localhost', tacos: 'tacos.localhost' } as const;
export const EMAILS = {
  owner: 'owner@example.test',
  admin: 'admin@example.test',
  editor: 'editor@example.test',
  tacosAdmin: 'tacos-admin@example.test',
} as const;
