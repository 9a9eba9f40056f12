-- Which version of the search document builder (postSearchDocument) wrote the ads' search_norm.
-- A start that finds an older one rebuilds the documents once (db/seed/search-documents.ts,
-- docs/product/listings-and-search.md#search-normalisation); one row.
create table search_document_state (
  id boolean primary key default true check (id),
  version integer not null
);
insert into search_document_state (version) values (1);
