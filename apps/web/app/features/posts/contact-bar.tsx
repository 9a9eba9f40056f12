import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostDetail } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { MessageSeller } from './message-seller.tsx';
import { usePhoneFetcher } from './phone-reveal.tsx';

type Want = 'call' | 'whatsapp';

/**
 * The ad page's contact bar on a phone (docs/product/screens-and-routes.md#ad-detail): fixed above
 * the bottom navigation, with the actions this ad offers a buyer: chat, and when the seller shows
 * their number, call (tel:) and WhatsApp (wa.me). The number is asked for as before (signed in,
 * limited per member: docs/decisions/0021-phone-reveal.md), then the tapped action opens; once
 * shown, both are plain links. Without JavaScript the forms post to the page, which shows the
 * number with its links. None on the owner's own ad, nor on a sold or expired one.
 */
export function ContactBar({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const fetcher = usePhoneFetcher(post._id);
  const want = useRef<Want | null>(null);
  const phone = fetcher.data?.phone;
  useEffect(() => {
    if (!phone || !want.current) return;
    const to = want.current === 'call' ? phone.tel : phone.whatsapp;
    want.current = null;
    window.location.assign(to);
  }, [phone]);
  if (post.isOwner || post.soldAt || post.expiredAt) return null;
  const chat = !post.chatClosed;
  // Across a block the reveal is refused as the room is (policies/blocks.ts): no dead-end buttons.
  const call = post.canRevealPhone && !post.chatClosed;
  if (!chat && !call) return null;
  const action = (kind: Want) => ({
    className: 'btn btn-outline flex-1 gap-1 px-2',
    children: (
      <>
        <Icon name={kind === 'call' ? 'phone' : 'whatsapp'} className="size-5" />
        {t(kind === 'call' ? 'phone.call' : 'phone.whatsapp')}
      </>
    ),
  });
  return (
    <div
      role="region"
      aria-label={t('contactBar.label')}
      className="fixed inset-x-0 bottom-[calc(3.5rem+1px)] z-30 border-t border-line bg-card px-3 py-2 shadow md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch gap-2">
        {chat && <MessageSeller closed={false} className="flex-1" short />}
        {call &&
          (phone ? (
            <>
              <a href={phone.tel} {...action('call')} />
              <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" {...action('whatsapp')} />
            </>
          ) : (
            <fetcher.Form
              method="post"
              className="flex flex-[2] gap-2"
              onSubmit={(event) => {
                const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                want.current = submitter?.value === 'whatsapp' ? 'whatsapp' : 'call';
                if (viewer) return;
                event.preventDefault();
                mustLogin();
              }}
            >
              <input type="hidden" name="intent" value="revealPhone" />
              {(['call', 'whatsapp'] as const).map((kind) => (
                <button
                  key={kind}
                  type="submit"
                  name="then"
                  value={kind}
                  disabled={fetcher.state !== 'idle'}
                  {...action(kind)}
                />
              ))}
            </fetcher.Form>
          ))}
      </div>
      {fetcher.data?.error && (
        <p role="alert" className="mx-auto mt-1 max-w-lg text-sm text-danger-fg">
          {t(fetcher.data.error.errorKey)}
        </p>
      )}
    </div>
  );
}
