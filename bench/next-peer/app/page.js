// The same 21 cards as our `/` (title, price, place, image, time), fetched from our API on every
// request (SOUQNA_API, set by bench/peer.ts) and rendered on the server.
export const dynamic = 'force-dynamic';

const api = process.env.SOUQNA_API ?? 'http://127.0.0.1:3000';
const price = new Intl.NumberFormat('en');
const ago = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' });

function when(iso) {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes > -60) return ago.format(minutes, 'minute');
  if (minutes > -1440) return ago.format(Math.round(minutes / 60), 'hour');
  return ago.format(Math.round(minutes / 1440), 'day');
}

export default async function Home() {
  const res = await fetch(`${api}/api/post/cursor`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
  const { items } = await res.json();
  return (
    <main>
      <h1>أحدث الإعلانات</h1>
      <div className="grid">
        {items.map((post) => (
          <article key={post._id} className="card">
            <a href={`/posts/${post._id}`} tabIndex={-1} aria-hidden="true">
              <img
                src={post.images.card ?? post.images.thumbnail}
                alt=""
                width={400}
                height={300}
                loading="lazy"
              />
            </a>
            <h3>
              <a href={`/posts/${post._id}`}>{post.title}</a>
            </h3>
            <p>
              <span>{post.ar_city ?? post.ar_state}</span> ·{' '}
              <time dateTime={post.createdAt}>{when(post.createdAt)}</time>
            </p>
            {post.showPrice && (
              <span>
                {price.format(post.price)} {post.currncy}
              </span>
            )}
            <a href={`/profile/${post.userId}`}>{post.user.fullname}</a>
          </article>
        ))}
      </div>
    </main>
  );
}
