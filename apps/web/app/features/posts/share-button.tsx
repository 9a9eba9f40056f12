import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** navigator.share where the device has it, else the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => void share()}>
        {t('post.share')}
      </button>
      <span role="status" className={copied ? 'text-sm text-success-fg' : 'sr-only'}>
        {copied ? t('post.linkCopied') : ''}
      </span>
    </>
  );
}
