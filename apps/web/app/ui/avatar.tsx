import { Icon } from './icons.tsx';

/** A round user picture, or a neutral silhouette when the user has none (docs/product/accounts-and-sign-in.md#profile). */
export function Avatar({ src, className = 'size-10' }: { src: string | null; className?: string }) {
  if (!src) {
    return (
      <span className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-page`}>
        <Icon name="user" className="size-[60%]" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className={`${className} shrink-0 rounded-full object-cover`}
    />
  );
}
