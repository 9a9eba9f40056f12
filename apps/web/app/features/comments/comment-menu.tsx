import { useRef, type Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';

type Props = {
  triggerRef: Ref<HTMLButtonElement>;
  /** Only the author may edit (the API's rule); the post owner and admins only remove. */
  onEdit?: () => void;
  onRemove: () => void;
  onOpen?: () => void;
};

const ITEM =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-on-primary';

/** The ⋮ menu of a comment (docs/product/social.md#comments), with Edit for its author. */
export function CommentMenu({ triggerRef, onEdit, onRemove, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const editing = useRef(false);
  return (
    <DropdownMenu.Root
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      modal={false}
      onOpenChange={(open) => open && onOpen?.()}
    >
      <DropdownMenu.Trigger ref={triggerRef} className="icon-btn self-start" aria-label={t('comments.menu')}>
        <span aria-hidden="true">⋮</span>
      </DropdownMenu.Trigger>
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
