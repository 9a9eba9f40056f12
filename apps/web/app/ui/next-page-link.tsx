import { Link, useLocation } from 'react-router';

/**
 * "Next" under a paged list: the same address with `page` one further, shown only while the
 * answer's total runs past this page. A plain link, so it works without JavaScript.
 */
export function NextPageLink({
  page,
  pageSize,
  label,
}: {
  page: { page: number; total: number };
  pageSize: number;
  label: string;
}) {
  const { search } = useLocation();
  if (page.page * pageSize >= page.total) return null;
  const next = new URLSearchParams(search);
  next.set('page', String(page.page + 1));
  return (
    <Link to={`?${next.toString()}`} className="btn btn-outline self-center">
      {label}
    </Link>
  );
}
