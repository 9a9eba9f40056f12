import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { commissionMinor } from '@souqna/contracts/payments-money';
import { formatMinor } from '../../lib/price.ts';
import { typedPriceToMinor } from '../../lib/typed-price.ts';

/**
 * "How much would I pay?": a sale price in, the commission out, with the same function the server
 * charges with. Live with JavaScript; without it the GET form asks the page (?salePrice=).
 */
export function CommissionCalculator({ rate, initial }: { rate: number; initial: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial);
  const minor = typedPriceToMinor(typed);
  return (
    <Form method="get" className="card flex flex-col gap-3" aria-labelledby="calculator-title">
      <h2 id="calculator-title" className="text-lg font-bold">
        {t('settings.calculator.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-1 flex-col gap-1">
          <span className="label">{t('settings.calculator.salePrice')}</span>
          <input
            name="salePrice"
            inputMode="decimal"
            dir="ltr"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="input"
            aria-describedby="calculator-result"
          />
        </label>
        <button type="submit" className="btn btn-outline">
          {t('settings.calculator.compute')}
        </button>
      </div>
      <p id="calculator-result" aria-live="polite" className="rounded-xl bg-page p-3">
        {minor === null ? (
          t('settings.calculator.empty')
        ) : (
          <>
            {t('settings.calculator.result', { value: rate })}{' '}
            <bdi dir="ltr" className="text-lg font-bold text-primary">
              {formatMinor(commissionMinor(minor, rate))}
            </bdi>
          </>
        )}
      </p>
    </Form>
  );
}
