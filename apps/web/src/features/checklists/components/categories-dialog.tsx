import type { Category, CategoryColor } from '@cmms/shared/checklists';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { TextField } from '../../../components/ui/text-field';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';
import { notify } from '../../../lib/toast';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/checklists';
import { categoryName, colorLabel } from '../lib/category-colors';
import { categoryKeyPreview, checkCategoryUpdate, checkNewCategory } from '../lib/checklist-form';
import { CategoryColorPicker } from './category-color-picker';
import { CategorySwatch } from './category-swatch';

/**
 * Manage categories (requirements/checklists.md#screens, #records, #validation): every category with its colour, how many checklists
 * it holds and whether it is built in; a custom one is added with a key, a name and a colour,
 * renamed or recoloured, and deleted after a question. Built-ins stay as they are.
 */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <FormDialog open={open} title={t('checklists.categories.title')} wide onClose={onClose}>
      <CategoriesManager onDone={onClose} />
    </FormDialog>
  );
}

function CategoriesManager({ onDone }: { onDone(): void }) {
  const categories = useCategories();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteCategory();
  const list = categories.data ?? [];
  const titleId = useId();

  const confirmDelete = () => {
    if (!deleting) return;
    const { key } = deleting;
    const name = categoryName(deleting);
    setDeleteError(null);
    remove.mutate(key, {
      onSuccess: () => notify.success(t('checklists.categories.deleted', { name })),
      onError: (error) =>
        setDeleteError(serverReasonOr(error, t('checklists.categories.deleteFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <div className="space-y-6 px-5 py-4">
        <section aria-labelledby={titleId} className="space-y-3">
          <h3 id={titleId} className="text-sm font-semibold text-slate-900">
            {categories.data
              ? t('checklists.categories.headingCount', { count: list.length })
              : t('checklists.categories.heading')}
          </h3>
          {categories.isPending && <ScreenLoading label={t('checklists.categories.loading')} />}
          {categories.isError && !categories.data && (
            <LoadFailed
              message={t('checklists.categories.loadFailed')}
              retrying={categories.isFetching}
              onRetry={() => void categories.refetch()}
            />
          )}
          <FormAlert message={deleteError} />
          {categories.data && (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {list.map((category) =>
                editing === category.key ? (
                  <li key={category.key} className="bg-slate-50 p-3">
                    <EditCategoryForm category={category} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={category.key} className="flex items-center gap-3 px-3 py-2">
                    <CategorySwatch color={category.color} className="size-6" />
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                        <span className="font-medium wrap-anywhere text-slate-900">
                          {categoryName(category)}
                        </span>
                        {category.builtIn && (
                          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-500/20 ring-inset">
                            {t('checklists.categories.builtIn')}
                          </span>
                        )}
                      </p>
                      <p className="text-xs text-slate-500">
                        <span className="font-mono">{category.key}</span> ·{' '}
                        {t('checklists.checklistCount', { count: category.checklistCount })} ·{' '}
                        {colorLabel(category.color)}
                      </p>
                    </div>
                    {!category.builtIn && (
                      <div className="flex shrink-0 items-center">
                        <button
                          type="button"
                          aria-label={t('checklists.categories.editLabel', {
                            name: category.name,
                          })}
                          title={t('checklists.edit')}
                          onClick={() => {
                            setDeleteError(null);
                            setEditing(category.key);
                          }}
                          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                        >
                          <Pencil className="size-4" aria-hidden />
                        </button>
                        <button
                          type="button"
                          aria-label={t('checklists.categories.deleteLabel', {
                            name: category.name,
                          })}
                          title={t('checklists.delete')}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(category);
                          }}
                          className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </button>
                      </div>
                    )}
                  </li>
                ),
              )}
            </ul>
          )}
        </section>
        <AddCategoryForm existingKeys={list.map((category) => category.key)} />
      </div>
      <div className="sticky bottom-0 flex justify-end border-t border-slate-100 bg-white px-5 py-4">
        <Button variant="secondary" className="w-full sm:w-auto" onClick={onDone}>
          {t('checklists.close')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('checklists.categories.deleteTitle')}
        description={
          deleting ? (
            <>
              {t('checklists.categories.deleteQuestion')}
              <span className="mt-1 block font-semibold text-slate-800">
                {categoryName(deleting)} ({deleting.key})
              </span>
              {deleting.checklistCount > 0 && (
                <span className="mt-2 block">
                  {t('checklists.categoryInUseNotice', { count: deleting.checklistCount })}
                </span>
              )}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t('checklists.delete')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** Adds a custom category; the key is shown as it will be saved (requirements/checklists.md#validation). */
function AddCategoryForm({ existingKeys }: { existingKeys: string[] }) {
  const save = useSaveCategory();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [color, setColor] = useState<CategoryColor>('blue');
  const [error, setError] = useState<string | null>(null);
  const preview = categoryKeyPreview(key);
  const titleId = useId();
  const previewId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewCategory({ key, name, color }, existingKeys);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    save.mutate(
      { isNew: true, body: check.body },
      {
        onSuccess: (saved) => {
          notify.success(t('checklists.categories.saved', { name: saved.name }));
          setKey('');
          setName('');
          setColor('blue');
        },
        onError: (failure) =>
          setError(serverReasonOr(failure, t('checklists.categories.saveFailed'))),
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('checklists.categories.addTitle')}
      </h3>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <TextField
              label={t('checklists.categories.key')}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('checklists.categories.keyPlaceholder')}
              value={key}
              onChange={(event) => {
                setKey(event.target.value);
                setError(null);
              }}
              aria-describedby={previewId}
            />
            <p id={previewId} className="mt-1.5 text-xs text-slate-500">
              {preview
                ? placeSlots(t('checklists.categories.savedAs', { key: slot('key') }), {
                    key: <span className="font-mono text-slate-800">{preview}</span>,
                  })
                : t('checklists.categories.keyHint')}
            </p>
          </div>
          <TextField
            label={t('checklists.categories.name')}
            required
            autoComplete="off"
            placeholder={t('checklists.categories.namePlaceholder')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </div>
        <CategoryColorPicker value={color} onChange={setColor} />
        <FormAlert message={error} />
        <Button
          type="submit"
          loading={save.isPending}
          icon={<Plus className="size-4" aria-hidden />}
          className="w-full sm:w-auto"
        >
          {t('checklists.categories.add')}
        </Button>
      </form>
    </section>
  );
}

/** A custom category's name and colour; its key stays. */
function EditCategoryForm({ category, onDone }: { category: Category; onDone(): void }) {
  const save = useSaveCategory();
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState<CategoryColor>(category.color);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCategoryUpdate({ name, color });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    save.mutate(
      { isNew: false, key: category.key, body: check.body },
      {
        onSuccess: (saved) => {
          notify.success(t('checklists.categories.saved', { name: saved.name }));
          onDone();
        },
        onError: (failure) =>
          setError(serverReasonOr(failure, t('checklists.categories.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-xs text-slate-500">
        {placeSlots(t('checklists.categories.editing', { key: slot('key') }), {
          key: <span className="font-mono text-slate-800">{category.key}</span>,
        })}
      </p>
      <TextField
        label={t('checklists.categories.name')}
        required
        autoComplete="off"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <CategoryColorPicker value={color} onChange={setColor} />
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          {t('checklists.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('checklists.categories.save')}
        </Button>
      </div>
    </form>
  );
}
