import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  savedSearchPath,
  type SavedSearch,
} from '@souqna/contracts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/**
 * One saved search on /setting/searches (docs/product/saved-searches.md): its listing, a form that
 * renames it and sets how often it alerts, and its delete button. Plain forms: they work without JavaScript.
 */
export function SavedSearchRow({ item }: { item: SavedSearch }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <li className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={lp(savedSearchPath(item.query))} className="link font-semibold" dir="auto">
          {item.name}
        </Link>
        <span className="muted text-xs">
          {item.lastAlertAt ? (
            <>
              {t('savedSearch.lastAlert')} <RelativeDate value={item.lastAlertAt} />
            </>
          ) : (
            t('savedSearch.noAlertYet')
          )}
        </span>
      </div>
      <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <input type="hidden" name="id" value={item._id} />
        <TextField
          label={t('savedSearch.name')}
          name="name"
          defaultValue={item.name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          dir="auto"
        />
        <SelectField label={t('savedSearch.frequency')} name="frequency" defaultValue={item.frequency}>
          {SAVED_SEARCH_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`savedSearch.frequencies.${f}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" name="intent" value="update" className="btn btn-primary">
          {t('savedSearch.saveChanges')}
        </button>
      </Form>
      <Form method="post" className="self-end">
        <input type="hidden" name="id" value={item._id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className="btn btn-outline text-sm"
          aria-label={t('savedSearch.deleteNamed', { name: item.name })}
        >
          {t('savedSearch.delete')}
        </button>
      </Form>
    </li>
  );
}
