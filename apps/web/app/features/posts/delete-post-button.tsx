import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AppDialog, DialogClose } from '../../ui/dialog.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** Deleting is final: the owner confirms in a dialog first. */
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
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('post.deleteTitle')}
        description={t('post.deleteNote')}
      >
        <DialogClose className="btn btn-outline">{t('common.cancel')}</DialogClose>
        <Form method="post">
          <input type="hidden" name="intent" value="deletePost" />
          <SubmitButton busy={busy}>{t('post.delete')}</SubmitButton>
        </Form>
      </AppDialog>
    </>
  );
}
