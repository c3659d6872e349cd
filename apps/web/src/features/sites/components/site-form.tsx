import { type Site, siteInputSchema, siteRules } from '@cmms/shared/sites';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { siteActionErrorMessage } from '../api/site-texts';
import { useSaveSite, useSiteTimeZones } from '../api/sites';
import { timeZoneOptions } from '../lib/time-zone-options';
import { EmergencyContactsField } from './emergency-contacts-field';
import { SiteImageField } from './site-image-field';

const fieldsSchema = siteInputSchema.omit({ imageUrl: true });
type Fields = z.input<typeof fieldsSchema>;
const FIELDS = [
  'name',
  'location',
  'address',
  'siteManager',
  'clientPOC',
  'mapLocation',
  'timeZone',
] as const;

/**
 * The Add/Edit Site form: fields trimmed, image and map location sent only if set.
 * Administrators also set the site's emergency numbers and whether completing a work order there
 * takes a photo (docs/sites.md); for anyone else the form leaves them out, and the server keeps
 * them.
 */
export function SiteForm({ site, onDone }: { site: Site | null; onDone(): void }) {
  const save = useSaveSite();
  const permissions = useSession()?.user.permissions ?? [];
  const setsNumbers = siteRules.canSetAdminSettings(permissions);
  const zones = useSiteTimeZones();
  const photoHintId = useId();
  const [image, setImage] = useState<string | null>(site?.imageUrl ?? null);
  const [imageError, setImageError] = useState<string>();
  const { register, handleSubmit, setError, formState, control } = useForm<
    Fields,
    unknown,
    z.output<typeof fieldsSchema>
  >({
    resolver: localizedResolver(fieldsSchema),
    defaultValues: {
      name: site?.name ?? '',
      location: site?.location ?? '',
      address: site?.address ?? '',
      siteManager: site?.siteManager ?? '',
      clientPOC: site?.clientPOC ?? '',
      mapLocation: site?.mapLocation ?? '',
      timeZone: site?.timeZone ?? '',
      emergencyContacts: site?.emergencyContacts ?? [],
      completionPhotoRequired: site?.completionPhotoRequired ?? false,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ emergencyContacts, completionPhotoRequired, ...fields }) => {
    // On edit an unchanged picture is left out (kept); a removed one is sent as ''.
    const imageChanged = image !== (site?.imageUrl ?? null);
    const imageUrl = image ?? (site && imageChanged ? '' : undefined);
    const body = {
      ...fields,
      ...(imageUrl !== undefined && (!site || imageChanged) ? { imageUrl } : {}),
      ...(setsNumbers
        ? { emergencyContacts: emergencyContacts ?? [], completionPhotoRequired }
        : {}),
    };
    save.mutate(
      { id: site?.id, body },
      {
        onSuccess: () => {
          notify.success(site ? t('sites.updated') : t('sites.created'));
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const key of FIELDS) {
            const message = error.fieldErrors[key];
            if (message) setError(key, { message });
          }
          for (const [key, message] of Object.entries(error.fieldErrors)) {
            if (key.startsWith('emergencyContacts.')) {
              setError(key as `emergencyContacts.${number}.label`, { message });
            }
          }
          if (error.fieldErrors.imageUrl) setImageError(error.fieldErrors.imageUrl);
          // A body over the limit is answered 413 with no field: it can only be the picture.
          if (error.status === 413) setImageError(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <TextField
          label={t('sites.fieldName')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sites.fieldLocation')}
            error={errors.location?.message}
            {...register('location')}
          />
          <TextField
            label={t('sites.fieldSiteManager')}
            error={errors.siteManager?.message}
            {...register('siteManager')}
          />
        </div>
        <TextField
          label={t('sites.fieldAddress')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sites.fieldClientPoc')}
            error={errors.clientPOC?.message}
            {...register('clientPOC')}
          />
          <TextField
            label={t('sites.fieldMapLocation')}
            placeholder={t('sites.mapLocationPlaceholder')}
            error={errors.mapLocation?.message}
            {...register('mapLocation')}
          />
        </div>
        <SelectField
          label={t('sites.fieldTimeZone')}
          options={timeZoneOptions(zones.data, site?.timeZone ?? null)}
          error={errors.timeZone?.message}
          hint={t('sites.timeZoneHint')}
          {...register('timeZone')}
        />
        {setsNumbers && (
          <EmergencyContactsField control={control} register={register} errors={errors} />
        )}
        {setsNumbers && (
          <div>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                className="size-5 rounded border-slate-300 accent-brand-700"
                aria-describedby={photoHintId}
                {...register('completionPhotoRequired')}
              />
              {t('sites.fieldCompletionPhoto')}
            </label>
            <p id={photoHintId} className="text-xs text-slate-500">
              {t('sites.completionPhotoHint')}
            </p>
          </div>
        )}
        <SiteImageField
          value={image}
          onChange={(next) => {
            setImage(next);
            setImageError(undefined);
          }}
          error={imageError}
        />
        <FormAlert
          message={save.error ? siteActionErrorMessage(save.error, t('sites.saveFailed')) : null}
        />
      </div>
      <DialogActions
        submitLabel={site ? t('sites.updateSite') : t('sites.addSite')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
