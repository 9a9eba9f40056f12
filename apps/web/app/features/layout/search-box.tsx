import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Spec §2.4: GET search on the home listing; an empty search returns to / with no query. */
export function SearchBox() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [value, setValue] = useState(current);
  // Follow the address: when the query leaves the URL the box clears.
  useEffect(() => setValue(current), [current]);
  return (
    <Form
      method="get"
      action={lp('/')}
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        if (value.trim()) return;
        event.preventDefault();
        navigate(lp('/'));
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id="site-search"
        name="search"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        className="input rounded-full pe-11"
      />
      <button
        type="submit"
        className="icon-btn absolute inset-y-0.5 end-1 my-auto"
        aria-label={t('header.searchSubmit')}
      >
        <Icon name="search" />
      </button>
    </Form>
  );
}
