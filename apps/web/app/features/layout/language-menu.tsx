import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';

// Radix DropdownMenu downloads on the first hover, focus or click, not with the page.
const Popup = lazyPart(() => import('./language-menu-popup.tsx'));

/** Switches language through /set-locale (lib/paths.ts): cookie, saved on the server, same page in the other language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const menu = useLazyOpen();
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('header.language'),
    'data-tip': t('header.language'),
    children: <Icon name="globe" />,
  };
  return (
    <LazyPopup popup="menu" look={look} state={menu} onPreload={Popup.preload}>
      {() => <Popup.Component look={look} />}
    </LazyPopup>
  );
}
