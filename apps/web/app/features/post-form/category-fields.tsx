import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_KEYS, attributesFor } from '@souqna/contracts';
import { SelectField } from '../../ui/select-field.tsx';
import { categoryName } from '../../lib/category-name.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { DetailFields } from './detail-fields.tsx';
import type { CarMakes, CategoryTree, Form } from './form-data.ts';

/** Parent, then child category; for a category with car models, make then model; then its details. */
export function CategoryFields({
  form,
  categories,
  cars,
}: {
  form: Form;
  categories: CategoryTree;
  cars: CarMakes;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { errors } = form.formState;
  const parent = categories.find((c) => c.id === form.watch('parentCategoryId'));
  const child = parent?.children.find((c) => c.id === form.watch('categoryId'));
  const make = cars.find((m) => m.slug === form.watch('carMake'));
  const clear = (...keys: ('categoryId' | 'carMake' | 'carModel')[]) =>
    keys.forEach((k) => form.setValue(k, '', { shouldValidate: false }));
  const details = child && parent ? attributesFor(child.slug, parent.slug) : [];
  // A detail the new category lacks is not sent with it (a flat has no mileage).
  const keepDetailsOf = (categoryId: string) => {
    const next = parent?.children.find((c) => c.id === categoryId);
    const kept = next && parent ? attributesFor(next.slug, parent.slug) : [];
    for (const k of ATTRIBUTE_KEYS) if (!kept.includes(k)) form.setValue(k, '', { shouldValidate: false });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('postForm.parentCategory')}
        error={errors.parentCategoryId?.message}
        {...form.register('parentCategoryId', {
          onChange: () => {
            clear('categoryId', 'carMake', 'carModel');
            keepDetailsOf('');
          },
        })}
      >
        <option value="">{t('postForm.choose')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {categoryName(c, locale)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('postForm.category')}
        disabled={!parent}
        error={errors.categoryId?.message}
        {...form.register('categoryId', {
          onChange: (e: { target: { value: string } }) => {
            clear('carMake', 'carModel');
            keepDetailsOf(e.target.value);
          },
        })}
      >
        <option value="">{t('postForm.choose')}</option>
        {parent?.children.map((c) => (
          <option key={c.id} value={c.id}>
            {categoryName(c, locale)}
          </option>
        ))}
      </SelectField>
      {(child?.hasCarModels || parent?.hasCarModels) && (
        <>
          <SelectField
            label={t('postForm.carMake')}
            {...form.register('carMake', { onChange: () => clear('carModel') })}
          >
            <option value="">{t('postForm.choose')}</option>
            {cars.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m[locale]}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('postForm.carModel')} disabled={!make} {...form.register('carModel')}>
            <option value="">{t('postForm.choose')}</option>
            {make?.models.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m[locale]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {child && (
        <div className="sm:col-span-2">
          <DetailFields form={form} keys={details} slug={child.slug} />
        </div>
      )}
    </div>
  );
}
