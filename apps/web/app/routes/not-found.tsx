import { data } from 'react-router';

/** The `*` route: a real 404 status, rendered by the root error boundary (docs/product/screens-and-routes.md#error-pages). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
