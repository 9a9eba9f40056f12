import { useTranslation } from 'react-i18next';
import { splitTypedPrefix } from './suggest-prefix.ts';
import type { Suggestion } from './use-suggestions.ts';

type Props = { id: string; item: Suggestion; typed: string; active: boolean; onPick: () => void };

/** One suggestion: its text as written (any script), then what kind of name it is; titles need none. */
export function SuggestOption({ id, item, typed, active, onPick }: Props) {
  const { t } = useTranslation();
  // A colour change only: a bolder typed part would break the joining of Arabic letters across it.
  const [head, rest] = splitTypedPrefix(item.text, typed);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      className={`flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 ${
        active ? 'bg-primary text-on-primary' : 'hover:bg-fg/8'
      }`}
    >
      <span dir="auto" className="min-w-0 truncate">
        {head && <span className={active ? undefined : 'muted'}>{head}</span>}
        {rest}
      </span>{' '}
      {item.kind !== 'title' && (
        <span className={`ms-auto shrink-0 text-xs ${active ? '' : 'muted'}`}>
          {t(`header.suggestKind.${item.kind}`)}
        </span>
      )}
    </li>
  );
}
