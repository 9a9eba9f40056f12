import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { isolate } from '../../lib/bidi.ts';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';

type Props = {
  /** The form's hidden fields (which report, which member). */
  fields: Record<string, string>;
  /** The submit button's own name and value, as the page's action reads them. */
  name: string;
  value: string;
  /** Whom it bans, named in the dialog's question. */
  who: string;
  className: string;
  children: ReactNode;
};

/**
 * A ban ends every session of the member: the admin confirms in our own dialog (as deleting an ad
 * does), not the browser's confirm(), which is neither styled nor in the page's direction. Without
 * JavaScript the button posts its form straight away, as every admin form does.
 */
export function BanButton({ fields, name, value, who, className, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hidden = Object.entries(fields).map(([key, v]) => (
    <input key={key} type="hidden" name={key} value={v} />
  ));
  return (
    <>
      <Form method="post">
        {hidden}
        <button
          type="submit"
          name={name}
          value={value}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </button>
      </Form>
      <LazyAppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.reports.ban')}
        description={t('admin.members.confirmBan', { name: isolate(who) })}
      >
        <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
        <Form method="post" onSubmit={() => setOpen(false)}>
          {hidden}
          <button type="submit" name={name} value={value} className="btn btn-primary">
            {t('admin.members.ban')}
          </button>
        </Form>
      </LazyAppDialog>
    </>
  );
}
