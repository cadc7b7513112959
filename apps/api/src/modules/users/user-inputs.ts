import type { UserSaveInput } from './prepare-user-save.ts';

// domain: TUserCreate / TUserUpdate infer as Record<string, unknown> (withPasswordConfirm loses the
// object's type); the parsed shapes of ZUserCreateSchema / ZUserUpdateSchema are typed here.
/** POST /api/users `user`, as ZUserCreateSchema parses it. */
export type UserCreateInput = UserSaveInput & { password: string };
/** PUT /api/users `user`, as ZUserUpdateSchema parses it (no password: keep the current one). */
export type UserUpdateInput = UserSaveInput & { id: number; password?: string | undefined };
