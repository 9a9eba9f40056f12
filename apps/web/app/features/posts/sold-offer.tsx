import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
// Zod-free modules: a visitor's ad page loads no zod (docs/decisions/0063).
import {
  commissionMinor,
  PAYMENT_AMOUNT_MAX_MINOR,
  PAYMENT_AMOUNT_MIN_MINOR,
} from '@souqna/contracts/payments-money';
import { minorToPriceText } from '@souqna/contracts/price-rule';
import { Alert } from '../../ui/alert.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { currencyOf } from '../../lib/price.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { SoldBadge } from './sold-badge.tsx';

type Answer = { intent?: string; sold?: boolean; error?: { errorKey: string } };

/**
 * The owner's sold ad, in the same step as marking it (docs/product/payments.md#commission): the
 * sale price, the commission previewed with the charging function at the site's rate, the way to
 * pay it (the payment page reads postId, salePrice and currncy from its address), and Undo.
 */
export function SoldOffer({ post, rate }: { post: PostDetail; rate: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const answer = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const justSold = answer?.intent === 'markSold' && answer.sold === true;
  // Marked a moment ago with JavaScript: the focus follows to the offer that replaced the form.
  useEffect(() => {
    if (justSold) heading.current?.focus();
  }, [justSold]);
  const salePriceMinor = post.salePriceMinor ?? 0;
  // No rate (the settings did not answer): no preview; the payment page computes it anyway.
  const amount = rate === null ? null : commissionMinor(salePriceMinor, rate);
  const currncy = currencyOf(post.currncy);
  const payQuery = new URLSearchParams({
    postId: post._id,
    salePrice: minorToPriceText(salePriceMinor),
    currncy,
  });
  const undoing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'unmarkSold';
  return (
    <section aria-labelledby="sold-offer" className="card flex flex-col gap-3 border-primary">
      <h2
        id="sold-offer"
        ref={heading}
        tabIndex={-1}
        className="flex flex-wrap items-center gap-2 text-lg font-bold"
      >
        <SoldBadge />
        {t('sold.offerTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
        <dt className="muted">{t('sold.salePrice')}</dt>
        <dd>
          <PriceTag amount={salePriceMinor / 100} currency={currncy} className="font-semibold" />
        </dd>
        {amount !== null && (
          <>
            <dt className="muted">{t('sold.commission', { value: rate })}</dt>
            <dd data-testid="commission-amount">
              <PriceTag amount={amount / 100} currency={currncy} className="text-lg font-bold text-primary" />
            </dd>
          </>
        )}
      </dl>
      {post.commissionPaid ? (
        // One commission per ad (docs/product/payments.md#one-commission-per-ad): paid, so its receipt.
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="commission-paid">
          <span className="font-semibold text-success-fg">{t('sold.commissionPaid')}</span>
          <Link to={lp(`/setting/payment/${post.commissionPaid.paymentId}`)} className="underline">
            {t('sold.receipt')} <bdi dir="ltr">{post.commissionPaid.receiptNumber}</bdi>
          </Link>
        </p>
      ) : amount !== null && amount < PAYMENT_AMOUNT_MIN_MINOR ? (
        <p className="muted">{t('sold.belowMinimum')}</p>
      ) : amount !== null && amount > PAYMENT_AMOUNT_MAX_MINOR ? (
        <p>
          {t('sold.aboveMaximum')}{' '}
          <Link to={lp('/setting/support')} className="underline">
            {t('sold.contactSupport')}
          </Link>
        </p>
      ) : (
        <Link to={lp(`/setting/payment/new?${payQuery}`)} className="btn btn-primary w-fit">
          {t('sold.pay')}
        </Link>
      )}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="unmarkSold" />
        <button type="submit" className="btn btn-outline w-fit" disabled={undoing}>
          {undoing && <Spinner />}
          {t('sold.undo')}
        </button>
      </Form>
      {answer?.intent === 'unmarkSold' && answer.error && (
        <Alert kind="danger">{t(answer.error.errorKey)}</Alert>
      )}
    </section>
  );
}
