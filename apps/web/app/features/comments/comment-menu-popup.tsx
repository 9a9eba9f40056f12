import { useRef, type Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { PopupProps } from '../../ui/lazy-popup.tsx';
import { useLocale } from '../../lib/use-locale.ts';

export type CommentMenuProps = {
  triggerRef: Ref<HTMLButtonElement>;
  /** Only the author may edit (the API's rule); the post owner and admins only remove. */
  onEdit?: () => void;
  onRemove: () => void;
};

const ITEM =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-on-primary';

/** The radix half of a comment's ⋮ menu (comment-menu.tsx): it replaces the light trigger open. */
export default function CommentMenuPopup({
  look,
  open,
  onOpenChange,
  triggerRef,
  onEdit,
  onRemove,
}: PopupProps & CommentMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const editing = useRef(false);
  return (
    <DropdownMenu.Root
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      modal={false}
      open={open}
      onOpenChange={onOpenChange}
    >
      <DropdownMenu.Trigger ref={triggerRef} {...look} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="card z-50 min-w-36 p-1.5 shadow-lg"
          align="end"
          // Edit puts the focus in its textarea; the menu must not take it back to the trigger.
          onCloseAutoFocus={(event) => {
            if (editing.current) event.preventDefault();
            editing.current = false;
          }}
        >
          {onEdit && (
            <DropdownMenu.Item
              className={ITEM}
              onSelect={() => {
                editing.current = true;
                onEdit();
              }}
            >
              {t('comments.edit')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={ITEM} onSelect={onRemove}>
            {t('comments.remove')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
