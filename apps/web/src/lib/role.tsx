import { createContext, useContext, type ReactNode } from 'react';
import { can, type Permission, type Role } from '@portal/contract';

const RoleContext = createContext<Role | null>(null);

/**
 * The signed-in user's role in its partner's team, given by the app shell from /user/me.
 * Screens only hide what the role cannot do; the server decides every call from the database.
 */
export function RoleProvider({ role, children }: { role: Role | null | undefined; children: ReactNode }) {
  return <RoleContext.Provider value={role ?? null}>{children}</RoleContext.Provider>;
}

export const useRole = (): Role | null => useContext(RoleContext);

/** Whether the signed-in user's role has the permission (the contract's one matrix). */
export const useCan = (permission: Permission): boolean => can(useRole(), permission);
