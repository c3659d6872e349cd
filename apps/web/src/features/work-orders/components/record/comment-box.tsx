import {
  COMMENT_MAX_LENGTH,
  type CommentInput,
  commentInputSchema,
} from '@cmms/shared/work-order-record';
import { SendHorizontal } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { fieldErrorsOf, serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import { notify } from '../../../../lib/toast';
import type { Person } from '../../lib/record-mentions';
import { MentionTextarea } from './mention-textarea';

type Props = {
  label: string;
  submitLabel: string;
  people: readonly Person[];
  initial?: string;
  busy: boolean;
  /** Sends the text; resolves when it is sent or kept, rejects with the server's refusal. */
  onSubmit(body: string): Promise<unknown>;
  onCancel?: () => void;
};

/** The comment form (new at the foot of the timeline, or an edit in place), with mentions. */
export function CommentBox({
  label,
  submitLabel,
  people,
  initial = '',
  busy,
  onSubmit,
  onCancel,
}: Props) {
  const form = useForm<CommentInput>({
    resolver: localizedResolver(commentInputSchema),
    defaultValues: { body: initial },
  });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
      form.reset({ body: onCancel ? body : '' });
    } catch (error) {
      const [field] = fieldErrorsOf(error, ['body'] as const);
      if (field) form.setError('body', { message: field[1] });
      else notify.error(serverReasonOr(error, t('workOrderPage.commentFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <MentionTextarea
            label={label}
            value={field.value}
            people={people}
            error={fieldState.error?.message}
            disabled={busy}
            maxLength={COMMENT_MAX_LENGTH}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <p className="text-xs text-slate-500">{t('workOrderPage.mentionHint')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          loading={busy}
          icon={<SendHorizontal className="size-4 rtl:-scale-x-100" aria-hidden />}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
