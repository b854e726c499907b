/** Staff role ids (docs/product.md#roles). The API enforces them; the panel hides what a role cannot do. */
export const ROLE = {
  /** every domain; creates domains */
  owner: 1,
  /** everything in its domains, users too */
  admin: 2,
  /** content, media, FAQ, submissions */
  editor: 3,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [ROLE.owner, ROLE.admin, ROLE.editor];

export const ROLE_LABELS: Record<RoleId, string> = {
  1: 'Owner',
  2: 'Admin',
  3: 'Editor',
};

/** The strongest role among a user's roles (lowest id wins), or undefined without any. */
export function strongestRole(roleIds: readonly number[]): RoleId | undefined {
  return ROLE_IDS.find((id) => roleIds.includes(id));
}

/** True when the user holds `needed` or a stronger role. */
export function hasRoleAtLeast(roleIds: readonly number[], needed: RoleId): boolean {
  const best = strongestRole(roleIds);
  return best !== undefined && best <= needed;
}
