// What code outside the favorites feature may use, through a composition root only.
export { favoritesForExport } from './favorites.queries.ts';
