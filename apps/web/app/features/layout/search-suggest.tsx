import { useEffect, useEffectEvent, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestOption } from './suggest-option.tsx';
import { useSuggestions } from './use-suggestions.ts';

/** What the search input carries once suggestions are loaded: the WAI-ARIA 1.2 combobox. */
export type ComboboxProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'role' | 'autoComplete' | 'aria-autocomplete' | 'aria-controls' | 'aria-expanded' | 'aria-activedescendant'
>;

type Props = {
  input: RefObject<HTMLInputElement | null>;
  /** The visitor typed before this code arrived: ask for what is in the box already. */
  typedEarly: boolean;
  onCombobox: (props: ComboboxProps) => void;
  onPick: (text: string) => void;
};

const LIST_ID = 'site-search-suggestions';
const optionId = (index: number) => `${LIST_ID}-${index}`;
// The input stays the search box's own element; this part listens to it rather than owning it,
// so loading it never remounts the field the visitor is typing in.
const EVENTS = ['input', 'keydown', 'focus', 'blur'] as const;

/** The suggestion list under the header search box, loaded on the box's first focus. */
export default function SearchSuggest({ input, typedEarly, onCombobox, onPick }: Props) {
  const { t } = useTranslation();
  const { found, ask, forget } = useSuggestions();
  // Closed by Escape, Tab or leaving the box, until the next keystroke.
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const { items } = found;
  const shown = !closed && items.length > 0;
  // A shorter answer may arrive after an arrow key moved further down.
  const current = shown && active < items.length ? active : -1;

  const close = () => {
    setClosed(true);
    setActive(-1);
  };
  const pick = (text: string) => {
    forget();
    close();
    onPick(text);
  };
  const move = (step: 1 | -1) => {
    const n = items.length;
    setClosed(false);
    setActive(current < 0 ? (step > 0 ? 0 : n - 1) : (current + step + n) % n);
  };

  const keyDown = (event: KeyboardEvent, fresh: boolean) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && (shown || fresh)) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && current >= 0) {
      // Instead of the form's submit of the half-typed text.
      event.preventDefault();
      pick(items[current]!.text);
    } else if (event.key === 'Enter') {
      // The form searches for the typed text; the list must not stay over the results.
      close();
    } else if (event.key === 'Escape' && shown) {
      // Only closes; a second Escape reaches the browser, which clears a search field.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const handle = useEffectEvent((event: Event) => {
    const box = event.target as HTMLInputElement;
    // The list belongs to what the box says now, not to a search left in it by the address.
    const fresh = items.length > 0 && found.query === box.value.trim();
    if (event.type === 'input') {
      setClosed(false);
      setActive(-1);
      ask(box.value);
    } else if (event.type === 'focus') {
      setClosed(!fresh);
    } else if (event.type === 'blur') {
      close();
    } else if (event instanceof KeyboardEvent && !event.isComposing) {
      keyDown(event, fresh);
    }
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const relay = (event: Event) => handle(event);
    for (const type of EVENTS) box.addEventListener(type, relay);
    if (typedEarly && box === document.activeElement) ask(box.value);
    return () => {
      for (const type of EVENTS) box.removeEventListener(type, relay);
    };
    // Once: typedEarly only matters for what was typed while this code downloaded.
  }, [input]);

  useEffect(() => {
    onCombobox({
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-controls': LIST_ID,
      'aria-expanded': shown,
      'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
    });
  }, [onCombobox, shown, current]);

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  return (
    <>
      <ul
        id={LIST_ID}
        role="listbox"
        aria-label={t('header.suggestions')}
        hidden={!shown}
        className="card absolute inset-x-2 top-full z-50 mt-1 max-h-[min(22rem,70vh)] overflow-y-auto p-1.5 shadow-lg md:inset-x-0 md:mt-1.5"
        // Keeps the focus in the box: a click on an option must not blur it (which closes the list).
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown &&
          items.map((item, index) => (
            <SuggestOption
              key={`${item.kind}:${item.text}`}
              id={optionId(index)}
              item={item}
              typed={found.query}
              active={index === current}
              onPick={() => pick(item.text)}
            />
          ))}
      </ul>
      <p role="status" className="sr-only">
        {shown ? t('header.suggestionCount', { count: items.length }) : ''}
      </p>
    </>
  );
}
