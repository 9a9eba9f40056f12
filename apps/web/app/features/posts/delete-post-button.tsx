import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** Deleting is final: the owner confirms in a dialog first (its code loads when it opens: every ad page has this button). */
export function DeletePostButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'deletePost';
  return (
    <>
      <button
        type="button"
        className="btn btn-outline border-danger text-danger-fg"
        onClick={() => setOpen(true)}
      >
        {t('post.delete')}
      </button>
      <LazyAppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('post.deleteTitle')}
        description={t('post.deleteNote')}
      >
        <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
        <Form method="post">
          <input type="hidden" name="intent" value="deletePost" />
          <SubmitButton busy={busy}>{t('post.delete')}</SubmitButton>
        </Form>
      </LazyAppDialog>
    </>
  );
}
