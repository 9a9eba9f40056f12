// Data builders shared by the seeds, the API tests and the browser e2e tests: rows straight into
// the database, built as the features build them (features/*/*.public.ts).
export * from './db-like.ts';
export * from './users.ts';
export * from './posts.ts';
export * from './social.ts';
export * from './chats.ts';
