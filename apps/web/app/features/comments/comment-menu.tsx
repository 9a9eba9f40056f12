import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import type { CommentMenuProps } from './comment-menu-popup.tsx';

// Radix DropdownMenu (~35 KB and nine files) downloads on the first hover, focus or click, not with
// every visitor's ad page, where only members who may edit or remove a comment see this menu
// (docs/decisions/0066-ad-page-lighthouse.md).
const Popup = lazyPart(() => import('./comment-menu-popup.tsx'));

type Props = CommentMenuProps & { onOpen?: () => void };

/** The ⋮ menu of a comment (docs/product/social.md#comments), with Edit for its author. */
export function CommentMenu({ onOpen, ...menuProps }: Props) {
  const { t } = useTranslation();
  const menu = useLazyOpen((open) => {
    if (open) onOpen?.();
  });
  const look: TriggerLook = {
    className: 'icon-btn self-start',
    'aria-label': t('comments.menu'),
    children: <span aria-hidden="true">⋮</span>,
  };
  return (
    <LazyPopup popup="menu" look={look} state={menu} onPreload={Popup.preload}>
      {(popup) => <Popup.Component {...popup} {...menuProps} />}
    </LazyPopup>
  );
}
