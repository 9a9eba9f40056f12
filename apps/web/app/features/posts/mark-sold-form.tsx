import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { MESSAGES } from '@souqna/contracts/messages';
// The price rule without zod: a visitor's ad page loads no zod (docs/decisions/0063).
import { priceProblem } from '@souqna/contracts/price-rule';
import { Alert } from '../../ui/alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { currencyOf, priceToInput } from '../../lib/price.ts';

type Answer = { intent?: string; error?: { errorKey: string; field?: string } };

/**
 * "Mark as sold" on the owner's ad (docs/product/listings-and-search.md#sold-ads): a disclosure
 * holding a plain form that posts intent=markSold to the page's action, so it opens and submits
 * without JavaScript. The sale price starts as the ad's price; with JavaScript the price rule is
 * checked before sending, and the API checks it again.
 */
export function MarkSoldForm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = useActionData() as Answer | undefined;
  const [invalid, setInvalid] = useState(false);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'markSold';
  const failed = answer?.intent === 'markSold' ? answer.error : undefined;
  const priceError = invalid || failed?.field === 'salePrice' ? MESSAGES.price : undefined;
  const currency = t(`currency.${currencyOf(post.currncy)}`);
  return (
    <details className="card p-3" open={failed ? true : undefined}>
      <summary className="btn btn-outline w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        {t('sold.mark')}
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          const price = new FormData(event.currentTarget).get('salePrice');
          const ok = priceProblem(typeof price === 'string' ? price : null) === null;
          setInvalid(!ok);
          if (!ok) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="markSold" />
        <p className="muted text-sm">{t('sold.markNote')}</p>
        <TextField
          label={`${t('sold.salePrice')} (${currency})`}
          name="salePrice"
          defaultValue={post.price === null ? '' : priceToInput(post.price)}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
          error={priceError}
          className="max-w-xs"
        />
        {failed && failed.field !== 'salePrice' && <Alert kind="danger">{t(failed.errorKey)}</Alert>}
        <SubmitButton busy={busy} className="w-fit">
          {t('sold.confirm')}
        </SubmitButton>
      </Form>
    </details>
  );
}
