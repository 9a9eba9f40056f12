import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { DuplicatePostData } from '@souqna/contracts';
import { isolate } from '../../lib/bidi.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * The seller already has this item live (DuplicatePostError, docs/product/listings-and-search.md#duplicate-guard):
 * instead of a second ad, the refresh of theirs (the ad page's refreshPost, which words a refusal
 * there), or a look at it. Focused when it appears, so a screen reader hears why nothing was posted.
 */
export function DuplicateOffer({ duplicate }: { duplicate: DuplicatePostData }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [duplicate.postId]);
  const href = lp(`/posts/${duplicate.postId}`);
  const key = duplicate.match === 'photo' ? 'duplicate.textPhoto' : 'duplicate.text';
  return (
    <section
      aria-labelledby="duplicate-title"
      className="alert-success flex flex-col gap-3"
      data-testid="duplicate-offer"
    >
      <h2 id="duplicate-title" ref={heading} tabIndex={-1} className="font-bold">
        {t('duplicate.title')}
      </h2>
      <p>{t(key, { title: isolate(duplicate.title) })}</p>
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={href}>
          <input type="hidden" name="intent" value="refreshPost" />
          <button type="submit" className="btn btn-primary">
            {t('duplicate.refresh')}
          </button>
        </Form>
        <Link to={href} className="btn btn-outline">
          {t('duplicate.view')}
        </Link>
      </div>
    </section>
  );
}
