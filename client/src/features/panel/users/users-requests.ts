/**
 * The users screens' calls (`/api/users…`, admin): each answers the user as the API now has it,
 * except the password link (`{data: {}}`) and the removal (`{data: {id}}`).
 */
import { API } from '#shared/api-paths.ts';
import type { StaffUser, UserCreateBody, UserUpdateBody } from '#shared/schemas/users.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';

type UserAnswer = { data: StaffUser };

export const createUser = (body: UserCreateBody) => postJson<UserAnswer>(API.users, body).then((a) => a.data);

export const updateUser = (id: number, body: UserUpdateBody) =>
  requestJson<UserAnswer>(API.user(id), { method: 'PUT', body: JSON.stringify(body) }).then((a) => a.data);

/** Takes the user off this site (the account goes when it has no site left). */
export const removeUser = (id: number) =>
  requestJson<{ data: { id: number } }>(API.user(id), { method: 'DELETE' });

export const deactivateUser = (id: number) =>
  postJson<UserAnswer>(API.userDeactivate(id), {}).then((a) => a.data);

export const reactivateUser = (id: number) =>
  postJson<UserAnswer>(API.userReactivate(id), {}).then((a) => a.data);

export const sendPasswordLink = (id: number) => postJson<{ data: object }>(API.userPasswordLink(id), {});
