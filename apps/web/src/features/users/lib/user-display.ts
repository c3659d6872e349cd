/** requirements/users-and-roles.md#records: the displayed user ID is the last 6 characters of the id, upper-cased. */
export const userCode = (id: string) => id.slice(-6).toUpperCase();
