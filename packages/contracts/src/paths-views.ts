// The view beacon's address without its schemas: the ad page's script sends it, and importing the
// endpoint row would bring zod to every ad page (docs/decisions/0040-ad-views.md).
export const POST_VIEW_PATH = '/api/post/:id/view';

/** The beacon's address for one ad (the id encoded, as pathOf does). */
export const postViewPath = (id: string) => POST_VIEW_PATH.replace(':id', encodeURIComponent(id));

/** A viewer's repeat within this window is the same view (a reload, back and forth, a second tab). */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
