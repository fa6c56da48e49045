// Which screens a person may open: those whose call their role may make (the contract's DESK_ACCESS,
// the same table the server enforces).
import { DESK_ACCESS, roleMayUse, type DeskMethod, type StaffMe } from '@zdravo/contract/desk';

export const mayOpen = (me: StaffMe, method: DeskMethod): boolean => {
  const access = DESK_ACCESS[method];
  return access === 'public' || access === 'staff' || roleMayUse(me.Role, access);
};
