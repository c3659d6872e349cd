import { WARRANTY_WARNING_DAYS } from '@cmms/shared/asset-history';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import type { AttachmentDetails } from '../../lib/attachment-upload';
import { documentTypeOptions, EXPIRING_TYPES } from '../../lib/document-details';
import { detailsOfDocument, documentFormSchema, EXPIRY_BOUNDS } from '../../lib/document-form';
import { DocumentRow } from './document-row';

type Props = {
  /** The document chosen; null: closed. */
  file: File | null;
  busy: boolean;
  onCancel(): void;
  onAttach(details: AttachmentDetails): void;
};

function DocumentForm({ file, busy, onCancel, onAttach }: Props & { file: File }) {
  const errorId = useId();
  const hintId = useId();
  const { register, handleSubmit, watch, formState } = useForm<
    z.input<typeof documentFormSchema>,
    unknown,
    z.output<typeof documentFormSchema>
  >({ resolver: localizedResolver(documentFormSchema), defaultValues: { expiresOn: '' } });
  const { errors } = formState;
  const type = watch('documentType');
  const typeError = errors.documentType?.message;

  return (
    <form onSubmit={handleSubmit((values) => onAttach(detailsOfDocument(values)))} noValidate>
      <div className="space-y-4 px-5 py-4">
        <DocumentRow name={file.name} size={file.size} />
        <fieldset aria-describedby={typeError ? errorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">
            {t('assetHistory.documentType')}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {documentTypeOptions().map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-center text-sm font-medium text-slate-700 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  value={option.value}
                  className="sr-only"
                  {...register('documentType')}
                />
                {option.label}
              </label>
            ))}
          </div>
          {typeError && (
            <p id={errorId} className="mt-1.5 text-sm text-red-700">
              {typeError}
            </p>
          )}
        </fieldset>
        {/* Only what runs out has an expiry; the server warns the managers ahead of it. */}
        {type && EXPIRING_TYPES.includes(type) && (
          <div>
            <TextField
              label={t('assetHistory.expiresOn')}
              type="date"
              min={EXPIRY_BOUNDS.min}
              max={EXPIRY_BOUNDS.max}
              aria-describedby={hintId}
              error={errors.expiresOn?.message}
              {...register('expiresOn')}
            />
            <p id={hintId} className="mt-1.5 text-sm text-slate-500">
              {t('assetHistory.expiresHint', { days: WARRANTY_WARNING_DAYS })}
            </p>
          </div>
        )}
      </div>
      <DialogActions submitLabel={t('assetHistory.attach')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** What a document of an asset is, asked once it is chosen and before it is sent. */
export function DocumentDetailsDialog(props: Props) {
  return (
    <FormDialog
      open={props.file !== null}
      title={t('assetHistory.describeTitle')}
      busy={props.busy}
      onClose={props.onCancel}
    >
      {props.file && <DocumentForm {...props} file={props.file} />}
    </FormDialog>
  );
}
