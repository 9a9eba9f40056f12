import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Image = { _id: string; thumbnail: string; full: string; width: number; height: number };

/** Main image plus thumbnail buttons; arrow keys step through them (keyboard users, WCAG 2.1.1). */
export function PostGallery({ images, title }: { images: Image[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) return <div className="aspect-[4/3] w-full rounded-2xl bg-page" />;
  const onKey = (event: KeyboardEvent) => {
    const rtl = document.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    setIndex((i) => (i + step + images.length) % images.length);
  };
  return (
    <div className="flex flex-col gap-3">
      <img
        src={current.full}
        alt={t('post.imageOf', { title, n: index + 1, total: images.length })}
        width={current.width}
        height={current.height}
        // The page's largest paint: fetched before the scripts the HTML also asks for.
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-2xl bg-page object-contain"
      />
      {images.length > 1 && (
        <div
          role="group"
          aria-label={t('post.gallery')}
          className="flex gap-2 overflow-x-auto"
          onKeyDown={onKey}
        >
          {images.map((image, i) => (
            <button
              key={image._id}
              type="button"
              aria-pressed={i === index}
              aria-label={t('post.showImage', { n: i + 1 })}
              onClick={() => setIndex(i)}
              className={`shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? 'border-primary' : 'border-transparent'}`}
            >
              <img
                src={image.thumbnail}
                alt=""
                width={80}
                height={60}
                loading="lazy"
                className="h-15 w-20 object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
