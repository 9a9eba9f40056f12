import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { Currency } from '@souqna/contracts/limits';
import { commissionMinor } from '@souqna/contracts/payments-money';
import { CurrencyOptions } from '../../ui/currency-options.tsx';
import { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { typedPriceToMinor } from '../../lib/typed-price.ts';
import { useMoney } from './payment-parts.tsx';

export type MyAd = { _id: string; title: string; price: number | null; currncy: Currency };
type Props = {
  ads: MyAd[];
  commissionValue: number;
  initial: { postId?: string; salePrice?: string; currncy?: Currency };
  error?: FormError;
};

/**
 * A commission payment: which ad was sold (optional), the sale price and its currency, with the
 * commission previewed by the same function the server charges with. A plain form: without
 * JavaScript it posts the same and the server computes the same amount.
 */
export function NewPaymentForm({ ads, commissionValue, initial, error }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const busy = useNavigation().state !== 'idle';
  const [salePrice, setSalePrice] = useState(initial.salePrice ?? '');
  const [currncy, setCurrncy] = useState<Currency>(initial.currncy ?? 'SAR');
  const minor = typedPriceToMinor(salePrice);
  const amount = minor === null ? null : commissionMinor(minor, commissionValue);
  return (
    <Form method="post" className="card flex flex-col gap-4" aria-labelledby="new-payment-title">
      <h2 id="new-payment-title" className="text-lg font-bold">
        {t('payments.newTitle')}
      </h2>
      <FormErrorAlert error={error} />
      <label className="flex flex-col gap-1">
        <span className="label">{t('payments.whichAd')}</span>
        <select
          name="postId"
          defaultValue={initial.postId ?? ''}
          className="input"
          onChange={(event) => {
            const ad = ads.find((a) => a._id === event.target.value);
            if (ad?.price != null) setSalePrice(String(ad.price));
            if (ad) setCurrncy(ad.currncy);
          }}
        >
          <option value="">{t('payments.noAd')}</option>
          {ads.map((ad) => (
            <option key={ad._id} value={ad._id} dir="auto">
              {ad.title}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <label className="flex flex-1 flex-col gap-1">
          <span className="label">{t('payments.salePrice')}</span>
          <input
            name="salePrice"
            required
            inputMode="decimal"
            dir="ltr"
            value={salePrice}
            onChange={(event) => setSalePrice(event.target.value)}
            className="input"
            aria-describedby="commission-preview"
          />
        </label>
        <label className="flex w-32 flex-col gap-1">
          <span className="label">{t('payments.currency')}</span>
          <select
            name="currncy"
            value={currncy}
            onChange={(event) => setCurrncy(event.target.value as Currency)}
            className="input"
          >
            <CurrencyOptions />
          </select>
        </label>
      </div>
      <p id="commission-preview" className="rounded-xl bg-page p-3" aria-live="polite">
        {amount === null ? (
          t('payments.previewEmpty', { value: commissionValue })
        ) : (
          <>
            {t('payments.preview', { value: commissionValue })}{' '}
            <bdi dir="ltr" className="text-lg font-bold text-primary">
              {money(amount, currncy)}
            </bdi>
          </>
        )}
      </p>
      <SubmitButton busy={busy} className="self-start">
        {t('payments.continue')}
      </SubmitButton>
    </Form>
  );
}
