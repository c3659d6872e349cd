import {
  type PortalField,
  type PortalForm,
  type PortalReceipt,
  REQUEST_LIMITS,
} from '@cmms/shared/requests';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { t } from '../../../lib/i18n/i18n';
import { PortalCallError, type PortalProblem, sendPortalRequest } from '../api/portal-api';
import type { PortalAddress } from '../lib/portal-address';
import {
  checkRequest,
  emptyRequest,
  type FieldErrors,
  firstWrongField,
  placeServerErrors,
  type RequestField,
  type RequestValues,
} from '../lib/request-form';
import { sendablePhoto } from '../lib/resize-photo';
import { PhotoField } from './photo-field';
import { UrgencyChoice } from './urgency-choice';

/** The select's choice that opens a free text field for a place not in the site's list. */
const ELSEWHERE = 'elsewhere';

const placeIndex = (places: readonly string[], place: string) => {
  const index = place === '' ? -1 : places.indexOf(place);
  return index < 0 ? '' : String(index);
};

/** What the form says when the report was not sent, and what to do about it. */
function problemText(problem: PortalProblem): string {
  switch (problem.kind) {
    case 'network':
      return t('portal.sendOffline');
    case 'tooMany': {
      const wait =
        problem.retryAfterSeconds !== null
          ? t('portal.retryIn', { minutes: Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)) })
          : t('portal.retryLater');
      return problem.message ? `${problem.message} ${wait}` : wait;
    }
    case 'notFound':
      return t('portal.sendNotFound');
    case 'invalid':
      return problem.message;
    case 'failed':
      return problem.message
        ? `${problem.message} ${t('portal.retryLater')}`
        : t('portal.sendFailed');
  }
}

/**
 * The request form (issue 35): what is wrong, where, how urgent, a photo, and how to reach the
 * reporter, as the site asks. Checked here as the server checks it; the server's own refusals
 * land on the same fields.
 */
export function RequestForm({
  address,
  form,
  onSent,
}: {
  address: PortalAddress;
  form: PortalForm;
  onSent(receipt: PortalReceipt): void;
}) {
  const required = new Set<PortalField>(form.required);
  const [values, setValues] = useState<RequestValues>(() =>
    emptyRequest(form.asset?.location ?? ''),
  );
  // A site's list of places, with a field of one's own for somewhere else; an asset's label
  // knows the place already (still editable).
  const pickPlace = !form.asset && form.locations.length > 0;
  const [elsewhere, setElsewhere] = useState(!pickPlace);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const checked = useRef(false);
  const controls = useRef<Partial<Record<RequestField, HTMLElement | null>>>({});
  const placeSelect = useRef<HTMLSelectElement | null>(null);
  const honeypotId = useId();
  const urgencyName = useId();

  const refOf = (field: RequestField) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };
  // After the messages are on the page, so the field is read out with its message.
  const focusFirst = (found: FieldErrors) =>
    requestAnimationFrame(() => {
      const first = firstWrongField(found);
      if (first === 'location' && !elsewhere) placeSelect.current?.focus();
      else if (first) controls.current[first]?.focus();
    });

  const shownErrors: FieldErrors = { ...errors, ...(photoError ? { photo: photoError } : {}) };

  const change = (next: RequestValues) => {
    setValues(next);
    // After a first press of Send, each field is checked again as it changes.
    if (checked.current) {
      const result = checkRequest(next, form.required, photo !== null);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const text = (field: Exclude<keyof RequestValues, 'urgency'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      change({ ...values, [field]: event.target.value }),
  });

  const pick = async (file: File) => {
    setPhotoError(undefined);
    setPhotoBusy(true);
    const sendable = await sendablePhoto(file);
    setPhotoBusy(false);
    if (sendable) {
      setPhoto(sendable);
      if (checked.current) setErrors(({ photo: _, ...rest }) => rest);
    } else {
      setPhotoError(t('portal.photoUnreadable'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || photoBusy) return;
    checked.current = true;
    setProblem(null);
    const result = checkRequest(values, form.required, photo !== null);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst({ ...result.errors, ...(photoError ? { photo: photoError } : {}) });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onSent(await sendPortalRequest(address, result.fields, photo));
    } catch (error) {
      const found =
        error instanceof PortalCallError
          ? error.problem
          : ({ kind: 'failed', message: null } as const);
      if (found.kind === 'invalid') {
        const placed = placeServerErrors(found.fieldErrors);
        setErrors(placed.fields);
        const onFields = Object.keys(placed.fields).length > 0;
        setProblem(onFields ? (placed.other[0] ?? null) : (placed.other[0] ?? found.message));
        focusFirst(placed.fields);
      } else {
        setProblem(problemText(found));
      }
    } finally {
      setSending(false);
    }
  };

  const optional = (label: string, field: PortalField) =>
    required.has(field) ? label : t('portal.optional', { field: label });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <TextareaField
        ref={refOf('description')}
        label={t('portal.descriptionLabel')}
        rows={5}
        maxLength={REQUEST_LIMITS.description}
        required
        aria-required
        error={shownErrors.description}
        {...text('description')}
      />

      {pickPlace ? (
        <div className="space-y-3">
          <SelectField
            ref={placeSelect}
            label={optional(t('portal.whereLabel'), 'location')}
            // Each place by its position: a place's name is the site's, never a code of ours.
            options={[
              { value: '', label: t('portal.wherePick') },
              ...form.locations.map((place, index) => ({ value: String(index), label: place })),
              { value: ELSEWHERE, label: t('portal.whereElsewhere') },
            ]}
            value={elsewhere ? ELSEWHERE : placeIndex(form.locations, values.location)}
            error={elsewhere ? undefined : shownErrors.location}
            aria-required={required.has('location') || undefined}
            onChange={(event) => {
              const choice = event.target.value;
              const other = choice === ELSEWHERE;
              setElsewhere(other);
              change({ ...values, location: other ? '' : (form.locations[Number(choice)] ?? '') });
              if (other) requestAnimationFrame(() => controls.current.location?.focus());
            }}
          />
          {elsewhere && (
            <TextField
              ref={refOf('location')}
              label={t('portal.whereElsewhereLabel')}
              maxLength={REQUEST_LIMITS.location}
              aria-required={required.has('location') || undefined}
              error={shownErrors.location}
              {...text('location')}
            />
          )}
        </div>
      ) : (
        <TextField
          ref={refOf('location')}
          label={optional(t('portal.whereLabel'), 'location')}
          maxLength={REQUEST_LIMITS.location}
          aria-required={required.has('location') || undefined}
          error={shownErrors.location}
          {...text('location')}
        />
      )}

      <UrgencyChoice
        name={urgencyName}
        value={values.urgency}
        firstRef={refOf('urgency')}
        onChange={(urgency) => change({ ...values, urgency })}
      />

      <PhotoField
        label={optional(t('portal.photoLabel'), 'photo')}
        photo={photo}
        busy={photoBusy}
        error={shownErrors.photo}
        inputRef={refOf('photo')}
        onPick={(file) => void pick(file)}
        onRemove={() => {
          setPhoto(null);
          setPhotoError(undefined);
          requestAnimationFrame(() => controls.current.photo?.focus());
        }}
      />

      <fieldset className="space-y-4 border-t border-slate-200 pt-5">
        <legend className="float-start w-full text-base font-semibold text-slate-900">
          {t('portal.contactLegend')}
        </legend>
        <p className="clear-both pt-1 text-sm text-slate-600">{t('portal.contactHint')}</p>
        <TextField
          ref={refOf('name')}
          label={optional(t('portal.nameLabel'), 'name')}
          autoComplete="name"
          maxLength={REQUEST_LIMITS.name}
          aria-required={required.has('name') || undefined}
          error={shownErrors.name}
          {...text('name')}
        />
        <TextField
          ref={refOf('email')}
          label={optional(t('portal.emailLabel'), 'email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={REQUEST_LIMITS.email}
          aria-required={required.has('email') || undefined}
          error={shownErrors.email}
          {...text('email')}
        />
        <TextField
          ref={refOf('phone')}
          label={optional(t('portal.phoneLabel'), 'phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={REQUEST_LIMITS.phone}
          aria-required={required.has('phone') || undefined}
          error={shownErrors.phone}
          {...text('phone')}
        />
      </fieldset>

      {/* A field people never see, for robots to fill (the server drops what they send). */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor={honeypotId}>{t('portal.honeypotLabel')}</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...text('website')}
        />
      </div>

      <div className="space-y-3">
        <FormAlert message={problem} />
        <Button
          type="submit"
          loading={sending}
          disabled={photoBusy}
          className="min-h-12 w-full text-base"
        >
          {sending ? t('portal.sending') : t('portal.send')}
        </Button>
      </div>
    </form>
  );
}
