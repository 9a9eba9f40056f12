import { data } from 'react-router';

/** The `*` route: a real 404 status, rendered by the root error boundary (spec §2.18). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
