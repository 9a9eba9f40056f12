import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { hydrated } from './support.ts';

// Best match (docs/decisions/0045-search-precision.md): the sort a search starts with, offered
// only while there are words to match; choosing another keeps the search.
test('a search starts in best match, a listing without words newest first', async ({ page }) => {
  await page.goto(`/?search=${encodeURIComponent('تويوتا')}`);
  const sort = page.getByLabel(text(ar, 'listing.sortLabel'));
  await expect(sort).toHaveValue('relevance');
  await expect(sort.locator('option:checked')).toHaveText(text(ar, 'listing.sort.relevance'));

  await hydrated(page);
  await sort.selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/search=/);

  await page.goto('/');
  await expect(sort).toHaveValue('newest');
  await expect(sort.locator('option[value=relevance]')).toHaveCount(0);

  await page.goto('/en?search=toyota');
  const sortEn = page.getByLabel(text(en, 'listing.sortLabel'));
  await expect(sortEn.locator('option:checked')).toHaveText(text(en, 'listing.sort.relevance'));
});
