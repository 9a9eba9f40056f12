import { PRICE_SLIDER } from '@souqna/contracts/limits';
import { formatAmount } from '../../lib/price.ts';
import { sliderFrom, type FilterAction, type PriceRange } from './filter-state.ts';
import PriceSlider from './price-slider.tsx';
import { PriceTyped } from './price-typed.tsx';

type Props = { range: PriceRange; dispatch: (action: FilterAction) => void };

/**
 * The custom range with JS: the spec's slider (its top end is "150,000+", no upper bound) and the
 * two ends typed, with no cap. Loaded only when a reader picks a custom price (the home page's
 * JavaScript budget).
 */
export default function PriceCustom({ range: [from, to], dispatch }: Props) {
  return (
    <>
      <PriceSlider
        value={[sliderFrom(from), Math.min(to ?? PRICE_SLIDER.max, PRICE_SLIDER.max)]}
        onChange={(value) => dispatch({ type: 'range', value })}
      />
      <p className="muted -mt-2 flex justify-between text-xs" aria-hidden="true">
        <bdi dir="ltr">{formatAmount(PRICE_SLIDER.min)}</bdi>
        <bdi dir="ltr">{formatAmount(PRICE_SLIDER.max)}+</bdi>
      </p>
      <PriceTyped range={[from, to]} onTyped={(type, value) => dispatch({ type, value })} />
    </>
  );
}
