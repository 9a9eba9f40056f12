import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';

type Answer = { intent?: string; error?: { errorKey: string } };

/**
 * "Message the seller" (docs/product/conversations-and-notifications.md#rooms): a form posting
 * intent=messageSeller to the ad page, whose action opens (or finds) the room and goes to it, so it
 * works without JavaScript. A guest gets the sign-in dialog, as with favourites. `closed`: a block
 * between the viewer and the seller would refuse the room, so there is no button to a dead end
 * (docs/product/social.md#blocks); an old tab's refusal still shows why.
 */
export function MessageSeller({
  closed,
  className,
  short = false,
}: {
  closed: boolean;
  className?: string;
  /** The contact bar's narrow button: "Chat" with its icon. */
  short?: boolean;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const navigation = useNavigation();
  const answer = useActionData() as Answer | undefined;
  const busy = navigation.formData?.get('intent') === 'messageSeller';
  return (
    <>
      {!closed && (
        <Form
          method="post"
          className={className ? `flex ${className}` : undefined}
          onSubmit={(event) => {
            if (viewer) return;
            event.preventDefault();
            mustLogin();
          }}
        >
          <input type="hidden" name="intent" value="messageSeller" />
          <button
            type="submit"
            className={className ? 'btn btn-primary flex-1 gap-1 px-2' : 'btn btn-primary'}
            disabled={busy}
          >
            {busy && <Spinner />}
            {short ? (
              <>
                <Icon name="chat" className="size-5" />
                {t('contactBar.chat')}
              </>
            ) : (
              t('post.message')
            )}
          </button>
        </Form>
      )}
      {answer?.intent === 'messageSeller' && answer.error && (
        <div className="basis-full">
          <Alert kind="danger">{t(answer.error.errorKey)}</Alert>
        </div>
      )}
    </>
  );
}
