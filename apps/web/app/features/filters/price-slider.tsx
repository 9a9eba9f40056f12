import { Slider } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PRICE_SLIDER } from '@souqna/contracts/limits';
import { useLocale } from '../../lib/use-locale.ts';

type Props = { value: [number, number]; onChange: (value: [number, number]) => void };

/** Two thumbs, each with its own label; arrow keys move by one step (no dragging needed, WCAG 2.5.7). */
export default function PriceSlider({ value, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Slider.Root
      className="relative flex h-8 touch-none items-center select-none"
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      min={PRICE_SLIDER.min}
      max={PRICE_SLIDER.max}
      step={PRICE_SLIDER.step}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(v) => onChange([v[0] ?? PRICE_SLIDER.min, v[1] ?? PRICE_SLIDER.max])}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
        <Slider.Range className="absolute h-full rounded-full bg-primary" />
      </Slider.Track>
      {(['priceFrom', 'priceTo'] as const).map((key) => (
        <Slider.Thumb
          key={key}
          aria-label={t(`filter.${key}`)}
          className="block size-6 rounded-full border-2 border-primary bg-card shadow"
        />
      ))}
    </Slider.Root>
  );
}
