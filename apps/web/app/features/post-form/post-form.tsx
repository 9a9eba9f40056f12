import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PostFormSchema, type DuplicatePostData, type PostForm as Values } from '@souqna/contracts';
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX, POST_TITLE_MIN } from '@souqna/contracts/limits';
import { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { paths } from '../../lib/paths.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { CategoryFields } from './category-fields.tsx';
import { DuplicateOffer } from './duplicate-offer.tsx';
import type { FormOptions } from './form-data.ts';
import { imageError, type PickedImage } from './image-list.ts';
import { ImagePicker } from './image-picker.tsx';
import { PlaceFields } from './place-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { uploadPost } from './upload.ts';
import { useDraft } from './use-draft.ts';

type Props = {
  options: FormOptions;
  defaults: Values;
  images: PickedImage[];
  postId?: string;
  serverError?: FormError;
  /** The seller's live ad for the same item (the page's action without JS). */
  serverDuplicate?: DuplicatePostData;
};

/**
 * Create and edit (multipart, docs/product/listings-and-search.md#posting-an-ad). With JS: validated as typed, images downscaled,
 * sent by XHR with a progress bar. Without JS the same <form> posts to the page's action.
 */
export function PostForm({
  options,
  defaults,
  images: initialImages,
  postId,
  serverError,
  serverDuplicate,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [images, setImages] = useState(initialImages);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FormError>(serverError);
  const [duplicate, setDuplicate] = useState(serverDuplicate);
  const form = useForm<Values>({
    resolver: zodResolver(PostFormSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const imagesProblem = tried ? imageError(images) : undefined;

  const draft = useDraft({
    enabled: !postId,
    form,
    defaults,
    images,
    setImages,
    publish: () => void save(),
  });

  const save = form.handleSubmit(async (values) => {
    if (imageError(images)) return;
    // Offline, a new ad waits on the device and goes when the connection is back (docs/product/platform.md#drafts-of-a-new-ad).
    if (!postId && !navigator.onLine) return void draft.queue();
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key !== 'parentCategoryId' && key !== 'carMake' && (value !== '' || postId))
        body.append(key, value);
    }
    if (postId)
      body.append('keepImages', images.flatMap((i) => (i.kind === 'existing' ? [i.id] : [])).join(','));
    for (const image of images) if (image.kind === 'new') body.append('images', image.file);
    setError(undefined);
    setDuplicate(undefined);
    setProgress(0);
    const answer = await uploadPost(
      `${paths.postUpload}?locale=${locale}${postId ? `&id=${postId}` : ''}`,
      body,
      setProgress,
    );
    setProgress(null);
    if (!postId && answer.unreachable) return void draft.queue();
    if (!postId) await draft.answered(Boolean(answer.id));
    // A new ad opens on "your ad is live" (a one-time note, routes/post.tsx); an edit on the ad.
    if (answer.id) return void navigate(lp(`/posts/${answer.id}${postId ? '' : '?published'}`));
    const field = answer.error?.field as keyof Values | undefined;
    if (field && field in values) form.setError(field, { message: answer.error!.errorKey });
    // The same item is live already: its refresh is offered instead (docs/decisions/0058-duplicate-guard.md).
    if (answer.duplicate) return void setDuplicate(answer.duplicate);
    setError(answer.error);
  });

  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="card flex flex-col gap-5"
      onSubmit={(e) => {
        setTried(true);
        void save(e);
      }}
    >
      {duplicate ? <DuplicateOffer duplicate={duplicate} /> : <FormErrorAlert error={error} />}
      {draft.notice && (
        <div role="status" className="alert-success flex flex-wrap items-center justify-between gap-2">
          <span>{t(`postForm.${draft.notice}`)}</span>
          {draft.notice !== 'draftSending' && (
            <button
              type="button"
              className="btn btn-ghost min-h-8 text-sm"
              onClick={() => void draft.discard()}
            >
              {t('postForm.draftDiscard')}
            </button>
          )}
        </div>
      )}
      {/* Category first: it decides which details are asked (issue: a form that asks everything up front). */}
      <CategoryFields form={form} categories={options.categories} cars={options.cars} />
      <ImagePicker images={images} onChange={setImages} error={imagesProblem} />
      <TextField
        label={t('postForm.title')}
        dir="auto"
        bounds={{ min: POST_TITLE_MIN, max: POST_TITLE_MAX }}
        maxLength={POST_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextArea
        label={t('postForm.description')}
        bounds={{ max: POST_DESCRIPTION_MAX }}
        length={(form.watch('description') ?? '').length}
        rows={6}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <PriceFields form={form} />
      <PlaceFields form={form} countries={options.countries} />
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <label htmlFor="upload-progress" className="text-sm">
            {t('postForm.uploading', { percent: progress })}
          </label>
          <progress id="upload-progress" max={100} value={progress} className="w-full accent-primary" />
        </div>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={progress !== null}>
        {progress !== null && <Spinner />}
        {t(postId ? 'postForm.saveChanges' : 'postForm.publish')}
      </button>
    </form>
  );
}
