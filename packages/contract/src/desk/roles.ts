// The desk's roles (docs/desk.md): an agent works orders and calls, a moderator reviews, a
// merchandiser runs the catalog, a manager does everything (staff, the audit log, the numbers). One list, read by the server's method guard,
// the CLI and the desk's navigation.
export const STAFF_ROLES = ['agent', 'moderator', 'merchandiser', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** True when a person of `role` may use something open to `allowed` (a manager may use everything). */
export const roleMayUse = (role: StaffRole, allowed: readonly StaffRole[]): boolean =>
  role === 'manager' || allowed.includes(role);
