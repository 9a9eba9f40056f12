/** A round user picture, or a neutral silhouette when the user has none (docs/product/accounts-and-sign-in.md#profile). */
export function Avatar({ src, className = 'size-10' }: { src: string | null; className?: string }) {
  if (!src) {
    // The silhouette is the .avatar-blank class's (app.css): lists repeat it for every card.
    return <span className={`avatar-blank ${className}`} />;
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
