/** The request body as the raw multipart the API transport forwards (avatar uploads). */
export async function rawMultipart(request: Request): Promise<{ payload: Buffer; contentType: string }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw new Response(null, { status: 415 });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}
