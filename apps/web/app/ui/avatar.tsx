/**
 * A round user picture, or a neutral silhouette when the user has none (docs/product/accounts-and-sign-in.md#profile).
 * `main`: the page's own picture at its top (a profile's user card), asked for at once with high
 * priority, as a listing's first row (docs/decisions/0070-profile-largest-paint.md); lists' small
 * ones load lazily.
 */
export function Avatar({
  src,
  className = 'size-10',
  main = false,
}: {
  src: string | null;
  className?: string;
  main?: boolean;
}) {
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
      loading={main ? 'eager' : 'lazy'}
      fetchPriority={main ? 'high' : undefined}
      className={`${className} shrink-0 rounded-full object-cover`}
    />
  );
}
