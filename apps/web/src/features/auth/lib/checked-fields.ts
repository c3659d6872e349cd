import { issueText } from '@cmms/shared/i18n/issues';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { translator } from '../../../lib/i18n/i18n';

type FieldError = { message: string; kind: 'schema' | string };

/**
 * The two sign-in forms' fields, checked with their shared schema as react-hook-form checks the
 * other forms (on submit, then again as each field changes; the first wrong field takes the
 * focus). The sign-in page keeps to its weight budget without react-hook-form (docs/web-ui.md,
 * "The login page's weight"); these forms need only this much of it.
 */
export function useCheckedFields<Name extends string, Output>(
  schema: z.ZodType<Output, Record<Name, string>>,
  initial: Record<Name, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const order = Object.keys(initial) as Name[];

  const errorsOf = (checked: Record<Name, string>) => {
    const found: Partial<Record<Name, FieldError>> = {};
    const result = schema.safeParse(checked);
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0] as Name;
      found[name] ??= { message: issueText(translator(), issue), kind: 'schema' };
    }
    return { result, found };
  };

  const setError = (name: Name, error: FieldError | undefined) =>
    setErrors((current) => ({ ...current, [name]: error }));

  return {
    values,
    /** The field's message, for its `error`. */
    errorOf: (name: Name) => errors[name]?.message,
    kindOf: (name: Name) => errors[name]?.kind,
    setError,
    focus: (name: Name) => inputs.current[name]?.focus(),
    field: (name: Name) => ({
      name,
      value: values[name],
      ref: (input: HTMLInputElement | null) => {
        inputs.current[name] = input;
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted.current) setError(name, errorsOf(next).found[name]);
      },
    }),
    submit: (onValid: (body: Output) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const { result, found } = errorsOf(values);
      setErrors(found);
      if (result.success) return onValid(result.data);
      const first = order.find((name) => found[name]);
      if (first) inputs.current[first]?.focus();
    },
  };
}
