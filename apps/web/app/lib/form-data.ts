/** A FormData's text fields as a plain object (files are left out). */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Multipart for the API with empty text fields left out (docs/product/errors-and-limits.md#form-rules: empty fields are not sent). */
export function withoutEmpty(form: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of form) {
    if (typeof value === 'string' ? value.trim() !== '' : value.size > 0) out.append(key, value);
  }
  return out;
}

/**
 * The posted form, or a 400 when the body is not one (another content type, a broken multipart):
 * the client's fault, answered as the API answers it, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(null, { status: 400 });
  }
}
