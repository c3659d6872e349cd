import { createUserSchema, type ManagedUser, updateUserSchema } from '@cmms/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type UserFormValues = {
  name: string;
  email: string;
  mobile: string;
  role: string;
  password: string;
  status: 'Active' | 'Inactive';
};

/** What the form's schemas hand back: the create body or the edit body (without status). */
export type UserFormOutput = {
  name: string;
  email?: string;
  mobile?: string | undefined;
  role: string;
  password?: string | undefined;
};

// Create: the password is required and status is forced to Active on send (doc 001 §5).
const createFormSchema = createUserSchema.omit({ status: true });
// Edit: a blank password keeps the current one; the email is shown, not changed.
const editFormSchema = updateUserSchema.omit({ status: true });

/** The shared schemas validate the form, so its messages are the server's. */
export function userFormResolver(
  editing: boolean,
): Resolver<UserFormValues, unknown, UserFormOutput> {
  return zodResolver(editing ? editFormSchema : createFormSchema) as unknown as Resolver<
    UserFormValues,
    unknown,
    UserFormOutput
  >;
}

/** Doc 001 §5: a new user starts as an Active Technician. */
export function userFormDefaults(user: ManagedUser | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    role: user?.role ?? 'technician',
    password: '',
    status: user?.status ?? 'Active',
  };
}
