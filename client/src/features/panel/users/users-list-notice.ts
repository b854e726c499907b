/** What the new-user screen hands the users list in the history state: a note it shows above the list. */
export interface UsersListNotice {
  /** an account was made for other sites only: where, and why it is not in this list */
  notListedHere: string;
}

export function usersListNoticeOf(state: unknown): UsersListNotice | undefined {
  const text = (state as { notListedHere?: unknown } | null)?.notListedHere;
  return typeof text === 'string' && text !== '' ? { notListedHere: text } : undefined;
}
