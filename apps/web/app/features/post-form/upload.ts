import type { DuplicatePostData } from '@souqna/contracts';
export type UploadAnswer = {
  id?: string;
  error?: { errorKey: string; field?: string };
  /** The seller's live ad for the same item (DuplicatePostError): the form offers its refresh. */
  duplicate?: DuplicatePostData;
  /** The request never reached the server (no connection): the form keeps the ad as a draft. */
  unreachable?: true;
};

/**
 * fetch() cannot report upload progress, so the multipart goes by XMLHttpRequest to the
 * post-upload resource route, which forwards it to the API byte for byte.
 */
export function uploadPost(url: string, body: FormData, onProgress: (percent: number) => void) {
  return new Promise<UploadAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () =>
      resolve((xhr.response as UploadAnswer | null) ?? { error: { errorKey: 'errors.default' } });
    xhr.onerror = () => resolve({ error: { errorKey: 'errors.default' }, unreachable: true });
    xhr.send(body);
  });
}
