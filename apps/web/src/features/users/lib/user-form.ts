import {
  createUserSchema,
  type ManagedUser,
  managedUserSchema,
  updateUserSchema,
} from '@cmms/shared/users';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';

// One form creates and edits, so its two schemas, both the shared ones, take the same fields:
// every field of the create body, the role always set (it is a select) and the password
// optional in type (an edit may leave it blank; on create a blank one fails its rules).

/** Create (requirements/users-and-roles.md#validation): the shared create schema; status is forced to Active on send. */
const createFormSchema = createUserSchema.required({ role: true }).partial({ password: true });
/** Edit: the shared update schema; a blank password keeps the current one, the email is shown. */
const editFormSchema = updateUserSchema.extend({ email: managedUserSchema.shape.email });

/** What the form's fields hold. */
export type UserFormValues = z.input<typeof editFormSchema>;
/** What the form hands back: the parsed create body or the parsed edit body. */
export type UserFormOutput = z.output<typeof createFormSchema> | z.output<typeof editFormSchema>;

/** The shared schemas validate the form, so its messages are the server's. */
export function userFormResolver(
  editing: boolean,
): Resolver<UserFormValues, unknown, UserFormOutput> {
  return editing ? localizedResolver(editFormSchema) : localizedResolver(createFormSchema);
}

/** requirements/users-and-roles.md#validation: a new user starts as an Active Technician. */
export function userFormDefaults(user: ManagedUser | null): Required<UserFormValues> {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    role: user?.role ?? 'technician',
    password: '',
    status: user?.status ?? 'Active',
  };
}
