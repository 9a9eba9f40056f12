import { useEffect, useRef, useState } from 'react';
import type { PostForm as Values } from '@souqna/contracts';
import { draftOf, filesOf, hasContent } from '../../lib/ad-draft.ts';
import { dropDraft, loadDraft, saveDraft } from '../../lib/ad-draft-store.ts';
import type { Form } from './form-data.ts';
import type { PickedImage } from './image-list.ts';

export type DraftNotice = 'draftSaved' | 'draftRestored' | 'draftSending' | null;
const SAVE_AFTER_MS = 400;

const newFiles = (images: PickedImage[]) => images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));

/**
 * The new ad kept on the device as it is typed (docs/product/platform.md#drafts-of-a-new-ad):
 * restored on the next visit; when Publish is pressed offline it is queued and sent as soon as
 * the connection is back while the form is open, or when the member opens the form again.
 */
export function useDraft(opts: {
  enabled: boolean;
  form: Form;
  defaults: Values;
  images: PickedImage[];
  setImages: (images: PickedImage[]) => void;
  publish: () => void;
}) {
  const { enabled, form, defaults, images, setImages } = opts;
  const [notice, setNotice] = useState<DraftNotice>(null);
  const [sendAsked, setSendAsked] = useState(0);
  const ready = useRef(false);
  const queued = useRef(false);
  const latest = useRef(opts);
  latest.current = opts;

  const store = () => {
    const files = newFiles(latest.current.images);
    const values = latest.current.form.getValues();
    if (queued.current || hasContent(values, files.length, latest.current.defaults))
      return saveDraft(draftOf(values, files, queued.current, Date.now())).catch(() => undefined);
    return dropDraft();
  };

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadDraft().then((draft) => {
      if (!live) return;
      if (draft) {
        // Stored strings go back as typed; the schema checks them again on Publish.
        form.reset({ ...defaults, ...draft.values } as Values);
        setImages(
          filesOf(draft).map((file, i) => ({
            key: `draft-${i}`,
            kind: 'new',
            file,
            url: URL.createObjectURL(file),
          })),
        );
        queued.current = draft.queued;
        setNotice(draft.queued ? 'draftSaved' : 'draftRestored');
        if (draft.queued && navigator.onLine) setSendAsked((n) => n + 1);
      }
      ready.current = true;
    });
    const back = () => queued.current && setSendAsked((n) => n + 1);
    const hidden = () => document.visibilityState === 'hidden' && ready.current && void store();
    window.addEventListener('online', back);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      live = false;
      window.removeEventListener('online', back);
      document.removeEventListener('visibilitychange', hidden);
    };
    // Once per form: the stored draft is read when the page opens.
  }, [enabled]);

  // Kept shortly after each change of a field or of the photos.
  const values = form.watch();
  const typed = JSON.stringify(values);
  useEffect(() => {
    if (!enabled || !ready.current) return;
    const timer = setTimeout(() => void store(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [enabled, typed, images]);

  // Sent after the render that holds the restored photos.
  useEffect(() => {
    if (!sendAsked || !navigator.onLine) return;
    setNotice('draftSending');
    latest.current.publish();
  }, [sendAsked]);

  return {
    notice,
    /** Publish pressed without a connection (or the upload could not reach the server). */
    async queue() {
      queued.current = true;
      await store();
      setNotice('draftSaved');
    },
    /** The server answered (the ad exists, or it refused a field): no longer sent by itself. */
    async answered(published: boolean) {
      queued.current = false;
      setNotice(null);
      if (published) {
        ready.current = false;
        await dropDraft();
      } else await store();
    },
    async discard() {
      queued.current = false;
      await dropDraft();
      form.reset(defaults);
      setImages([]);
      setNotice(null);
    },
  };
}
