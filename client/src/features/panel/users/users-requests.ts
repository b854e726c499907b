/**
 * The users screens' reads and writes (`/api/users…`, admin): each write answers the user as the API now has it,
 * except the password link (`{data: {}}`) and the removal (`{data: {id}}`).
 */
import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { API } from '#shared/api-paths.ts';
import type { StaffUser, UserCreateBody, UserUpdateBody } from '#shared/schemas/users.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates, usePanelRead } from '../shell/panel-reads.ts';

type UserAnswer = { data: StaffUser };

export const useUsers = (config?: SWRConfiguration) => usePanelRead(API.users, config);

/** One user (`null`: none); read once per opening, as the form edits it. */
export const useUser = (id: number | null) =>
  useSWR<UserAnswer>(id === null ? null : API.user(id), { revalidateOnFocus: false });

/**
 * The users' writes. Each revalidates the list; a change of a user also puts the user the API
 * answers into the cache of its own read (docs/decisions/040). A new user may belong to another
 * site only, so its own read is left to the API.
 */
export function useUserWrites() {
  const { write, replace } = useCacheUpdates();
  return useMemo(() => {
    const changed = async (request: () => Promise<UserAnswer>) => {
      const { data: user } = await write(request, API.users);
      await replace(API.user(user.id), { data: user });
      return user;
    };
    return {
      createUser: (body: UserCreateBody) =>
        write(() => postJson<UserAnswer>(API.users, body), API.users).then((answer) => answer.data),
      updateUser: (id: number, body: UserUpdateBody) =>
        changed(() => requestJson<UserAnswer>(API.user(id), { method: 'PUT', body: JSON.stringify(body) })),
      /** Takes the user off this site (the account goes when it has no site left). */
      removeUser: (id: number) =>
        write(() => requestJson<{ data: { id: number } }>(API.user(id), { method: 'DELETE' }), API.users),
      deactivateUser: (id: number) => changed(() => postJson<UserAnswer>(API.userDeactivate(id), {})),
      reactivateUser: (id: number) => changed(() => postJson<UserAnswer>(API.userReactivate(id), {})),
      sendPasswordLink: (id: number) => postJson<{ data: object }>(API.userPasswordLink(id), {}),
    };
  }, [write, replace]);
}
