import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import { categoryName } from '../../lib/category-name.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { CarMakes, CategoryTree, Form } from './form-data.ts';

/** Parent, then child category; for a category with car models, make then model. */
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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('postForm.parentCategory')}
        error={errors.parentCategoryId?.message}
        {...form.register('parentCategoryId', { onChange: () => clear('categoryId', 'carMake', 'carModel') })}
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
        {...form.register('categoryId', { onChange: () => clear('carMake', 'carModel') })}
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
    </div>
  );
}
