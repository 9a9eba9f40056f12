import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LightTrigger, type TriggerLook } from '../../ui/light-trigger.tsx';

// Radix DropdownMenu downloads on the first hover, focus or click, not with the page.
const Popup = lazyPart(() => import('./language-menu-popup.tsx'));

/** Switches language through /set-locale: cookie, saved on the server, same page in the other language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('header.language'),
    children: <Icon name="globe" />,
  };
  const light = (
    <LightTrigger popup="menu" {...look} onPreload={Popup.preload} onOpen={() => setRequested(true)} />
  );
  if (!requested) return light;
  return (
    <Suspense fallback={light}>
      <Popup.Component look={look} />
    </Suspense>
  );
}
