import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { isOutdated } from './decisions';

export type DecisionFailure<Field extends string> =
  | { kind: 'outdated'; message: string }
  | { kind: 'fields'; errors: [Field, string][] }
  | { kind: 'alert'; message: string };

/**
 * What a refused decision does with its dialog: `outdated` (someone decided first, or the request
 * is gone) closes it and says the server's words while the list is read again; `fields` puts the
 * server's messages under the fields they name; anything else stays in the dialog as an alert.
 */
export function decisionFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): DecisionFailure<Field> {
  if (isOutdated(error)) return { kind: 'outdated', message: serverReasonOr(error, fallback) };
  const placed = fieldErrorsOf(error, fields);
  if (placed.length > 0) return { kind: 'fields', errors: placed };
  return { kind: 'alert', message: serverReasonOr(error, fallback) };
}

/**
 * The three decision dialogs' onError: decisionFailure, then what each kind does, with the
 * dialog's own ways to close, to place field errors and to show an alert.
 */
export function handleDecisionFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
  dialog: {
    close(): void;
    placeFields(errors: [Field, string][]): void;
    alert(message: string): void;
    tellClosed(message: string): void;
  },
) {
  const failure = decisionFailure(error, fields, fallback);
  if (failure.kind === 'outdated') {
    dialog.tellClosed(failure.message);
    dialog.close();
  } else if (failure.kind === 'fields') dialog.placeFields(failure.errors);
  else dialog.alert(failure.message);
}
