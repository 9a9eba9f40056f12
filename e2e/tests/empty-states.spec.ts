import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// A word no ad carries (letters only, so the search takes it as one word).
const nonsense = `zqxj${Date.now().toString(36).replace(/\d/g, '')}vwk`;

/** An empty state is a region named by its title; its links are the next steps it offers. */
const emptyState = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a search that finds nothing explains itself and leads back to every ad', async ({ page }) => {
  await page.goto('/');
  // The box is controlled: words typed before hydration would be reset by it.
  await hydrated(page);
  await page.locator('#site-search').fill(nonsense);
  await page.locator('#site-search').press('Enter');
  await page.waitForURL(/search=/);
  const state = emptyState(page, text(ar, 'empty.noResultsTitle'));
  await expect(state).toBeVisible();
  await expect(state).toContainText(text(ar, 'empty.noResultsBody'));
  await expect(page.locator('main article')).toHaveCount(0);
  // Only the search words are set: there is no filter to clear.
  await expect(state.getByRole('link', { name: text(ar, 'empty.clearFilters') })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await state.getByRole('link', { name: text(ar, 'empty.browseAll') }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.locator('main article').first()).toBeVisible();
});

/** A category nobody has posted in yet (the demo data leaves most sub-categories empty). */
async function emptyCategory(request: APIRequestContext): Promise<string> {
  const parents = (await (await request.get('/api/category/parent')).json()) as Array<{ id: string }>;
  for (const parent of parents) {
    const detail = await (await request.get(`/api/category/${parent.id}`)).json();
    for (const { id } of (detail as { children: Array<{ id: string }> }).children) {
      const page = (await (await request.get(`/api/post/cursor?categoryId=${id}`)).json()) as {
        items: unknown[];
      };
      if (page.items.length === 0) return id;
    }
  }
  throw new Error('every category has ads: no empty one to show');
}

test('an empty category invites the first ad; a guest is asked to sign in for it', async ({
  page,
  request,
}) => {
  const id = await emptyCategory(request);
  await page.goto(`/posts/category/${id}`);
  const state = emptyState(page, text(ar, 'empty.categoryTitle'));
  await expect(state.getByRole('link', { name: text(ar, 'empty.browseAll') })).toHaveAttribute('href', '/');
  await state.getByRole('link', { name: text(ar, 'empty.postFirst') }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Clear filters" keeps the search words and drops the filters, in English', async ({ page }) => {
    await page.goto(`/en?search=${nonsense}&currncy=SAR&priceRange=1-2&view=agenda`);
    const state = emptyState(page, text(en, 'empty.noResultsTitle'));
    await expect(state).toContainText(text(en, 'empty.noResultsBody'));
    await expect(state.getByRole('link', { name: text(en, 'empty.browseAll') })).toHaveAttribute(
      'href',
      '/en',
    );
    await state.getByRole('link', { name: text(en, 'empty.clearFilters') }).click();
    await page.waitForURL((url) => url.pathname === '/en' && url.search === `?search=${nonsense}`);
    // Still nothing for the word alone, so the same state, now without a filter to clear.
    await expect(state.getByRole('link', { name: text(en, 'empty.clearFilters') })).toHaveCount(0);
  });
});

test("a new member's favourites and profile say what to do first, in both languages", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'عضو جديد');
  await signIn(page, member);

  await page.goto('/favorites');
  const favorites = emptyState(page, text(ar, 'empty.favoritesTitle'));
  await expect(favorites).toContainText(text(ar, 'empty.favoritesBody'));
  await expect(favorites.getByRole('link', { name: text(ar, 'empty.browse') })).toHaveAttribute('href', '/');

  // The own favourites tab of the profile reads the same.
  await page.goto(`/profile/${member.id}?type=fav`);
  await expect(emptyState(page, text(ar, 'empty.favoritesTitle'))).toBeVisible();

  await page.goto(`/profile/${member.id}`);
  const ads = emptyState(page, text(ar, 'empty.myAdsTitle'));
  await expect(ads).toContainText(text(ar, 'empty.myAdsBody'));
  await ads.getByRole('link', { name: text(ar, 'empty.postAd') }).click();
  await page.waitForURL((url) => url.pathname === '/posts/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'meta.postNew.title'));

  // The signed-in member's language is remembered: switch it as a person would.
  await page.goto('/favorites');
  await page
    .getByRole('button', { name: text(ar, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/en/favorites');
  const favoritesEn = emptyState(page, text(en, 'empty.favoritesTitle'));
  await expect(favoritesEn).toContainText(text(en, 'empty.favoritesBody'));
  await favoritesEn.getByRole('link', { name: text(en, 'empty.browse') }).click();
  await page.waitForURL((url) => url.pathname === '/en' && url.search === '');
  await expect(page.locator('main article').first()).toBeVisible();

  await page.goto(`/en/profile/${member.id}`);
  const adsEn = emptyState(page, text(en, 'empty.myAdsTitle'));
  await adsEn.getByRole('link', { name: text(en, 'empty.postAd') }).click();
  await page.waitForURL((url) => url.pathname === '/en/posts/new');
});

test("someone else's empty profile offers the visitor nothing to do on their behalf", async ({
  page,
  request,
}) => {
  const owner = await registerMember(request, 'عضو هادئ');
  await page.goto(`/profile/${owner.id}`);
  const ads = emptyState(page, text(ar, 'empty.noAdsTitle'));
  await expect(ads).toBeVisible();
  await expect(ads.getByRole('link')).toHaveCount(0);

  await page.goto(`/en/profile/${owner.id}?type=fav`);
  const favorites = emptyState(page, text(en, 'empty.theirFavoritesTitle'));
  await expect(favorites).toBeVisible();
  await expect(favorites.getByRole('link')).toHaveCount(0);
});
