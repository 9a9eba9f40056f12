/** Only same-site paths are followed after sign-in or a language switch (no open redirect). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\'))
    return fallback;
  return to;
}
