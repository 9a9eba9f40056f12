-- Details by category (docs/decisions/0039-details-by-category.md): one jsonb object per ad holding only
-- the details its category has ({"year": 2019, "mileage": 85000, "fuel": "petrol"}); the API checks
-- keys and values against the contracts before writing. Adding it with a constant default rewrites no row.
alter table posts add column attributes jsonb not null default '{}';

-- The range filters buyers use most, served inside a category without walking every ad of it when
-- the range is narrow: a car's year and mileage, a home's area and rooms. Unsold ads only, like
-- every listing index (0015_sold_ads.sql); the listing SQL repeats the `?` test so these apply.
create index posts_year_mileage_unsold on posts
  (category_id, ((attributes ->> 'year')::int), ((attributes ->> 'mileage')::int))
  where sold_at is null and attributes ? 'year';
create index posts_area_rooms_unsold on posts
  (category_id, ((attributes ->> 'area')::int), ((attributes ->> 'rooms')::int))
  where sold_at is null and attributes ? 'area';
