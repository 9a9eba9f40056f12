/** The part of an address that decides which posts a listing shows (not the view, not the cursor). */
export function listingKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  params.delete('index');
  params.sort();
  return params.toString();
}
