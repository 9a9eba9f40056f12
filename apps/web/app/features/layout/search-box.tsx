import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { ComboboxProps } from './search-suggest.tsx';

// The suggestions (fetching, listbox, keyboard) download on the first hover or focus of the box,
// not with the page: the home page's JavaScript budget (docs/decisions/0008).
const Suggest = lazyPart(() => import('./search-suggest.tsx'));

/**
 * docs/product/screens-and-routes.md#header: GET search on the home listing; an empty search returns to / with no query.
 * On a category page it searches that page, keeping its filters (docs/decisions/0047-browse-by-category.md).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const categories = lp('/posts/category/');
  const inCategory = pathname.startsWith(categories) && pathname.length > categories.length;
  const action = inCategory ? pathname : lp('/');
  const kept = inCategory ? [...params].filter(([k]) => k !== 'search' && k !== 'cursor') : [];
  const to = (text: string) => {
    const query = new URLSearchParams(text ? [...kept, ['search', text]] : kept).toString();
    return query ? `${action}?${query}` : action;
  };
  const current = params.get('search') ?? '';
  const [value, setValue] = useState(current);
  const input = useRef<HTMLInputElement>(null);
  // 'input' when the visitor typed before the suggestions' code arrived, so it asks at once.
  const [requested, setRequested] = useState<'focus' | 'input'>();
  // Follow the address: when the query changes (or leaves the URL) the box takes it. Until then,
  // words typed into the server-rendered box before hydration live in the DOM only: keep them
  // (idempotent, so StrictMode's second run keeps them too).
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current !== current) {
      shown.current = current;
      setValue(current);
      return;
    }
    const typed = input.current?.value ?? current;
    if (typed !== current) {
      setValue(typed);
      setRequested('input');
    }
  }, [current]);
  const [combobox, setCombobox] = useState<ComboboxProps>();
  const search = (text: string) => {
    setValue(text);
    navigate(to(text));
  };
  return (
    <Form
      method="get"
      action={action}
      role="search"
      // On phones the box is the header's second row, and the suggestions hang from the whole
      // header (positioned), not the box.
      className="order-last min-w-0 basis-full md:relative md:order-none md:flex-1 md:basis-auto"
      onSubmit={(event) => {
        // Searched already: the suggestions' code, if it is still downloading, must not ask for
        // the submitted words and open its list over the results.
        setRequested((r) => r && 'focus');
        if (value.trim()) return;
        event.preventDefault();
        navigate(to(''));
      }}
    >
      {kept.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="site-search" className="sr-only">
        {t('header.searchLabel')}
      </label>
      <div className="relative">
        <input
          ref={input}
          id="site-search"
          name="search"
          type="search"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setRequested('input');
          }}
          onPointerEnter={Suggest.preload}
          onFocus={() => setRequested((r) => r ?? 'focus')}
          placeholder={t('header.searchPlaceholder')}
          className="input rounded-full pe-11"
          {...combobox}
        />
        <button
          type="submit"
          className="icon-btn absolute inset-y-0.5 end-1 my-auto"
          aria-label={t('header.searchSubmit')}
        >
          <Icon name="search" />
        </button>
      </div>
      {requested && (
        <Suspense fallback={null}>
          <Suggest.Component
            input={input}
            typedEarly={requested === 'input'}
            onCombobox={setCombobox}
            onPick={search}
          />
        </Suspense>
      )}
    </Form>
  );
}
