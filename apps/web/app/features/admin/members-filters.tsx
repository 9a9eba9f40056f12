import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { USER_SORTS } from '@souqna/contracts';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';

/** The members filters as a plain GET form, so the address holds them and they work without JS. */
export function MembersFilters({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const field = (name: string, type: string, extra: object = {}) => (
    <label className="flex flex-col gap-1">
      <span className="label">{t(`admin.members.filters.${name}`)}</span>
      <input name={name} type={type} defaultValue={filters[name] ?? ''} className="input" {...extra} />
    </label>
  );
  return (
    <Form method="get" className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {field('search', 'search', { dir: 'auto', maxLength: 100 })}
      <DateRangeFields filters={filters} label={(end) => t(`admin.members.filters.${end}`)} />
      <label className="flex flex-col gap-1">
        <span className="label">{t('admin.members.filters.isActive')}</span>
        <select name="isActive" defaultValue={filters.isActive ?? ''} className="input">
          <option value="">{t('admin.members.filters.all')}</option>
          <option value="true">{t('admin.members.filters.active')}</option>
          <option value="false">{t('admin.members.filters.banned')}</option>
        </select>
      </label>
      {field('postCountFrom', 'number', { min: 0, inputMode: 'numeric' })}
      {field('postCountTo', 'number', { min: 0, inputMode: 'numeric' })}
      <label className="flex flex-col gap-1">
        <span className="label">{t('admin.members.filters.sort')}</span>
        <select name="sort" defaultValue={filters.sort ?? 'newest'} className="input">
          {USER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`admin.members.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-primary">
          {t('admin.apply')}
        </button>
        <a href="?" className="btn btn-outline">
          {t('admin.clear')}
        </a>
      </div>
    </Form>
  );
}
