import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSubmit } from 'react-router';
import { UpdateUserSchema, type User } from '@souqna/contracts';
import {
  AccountDescriptionField,
  EmailField,
  FullnameField,
  UsernameField,
} from '../../ui/account-fields.tsx';
import { AvatarPicker } from '../../ui/avatar-picker.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Profile settings (docs/product/accounts-and-sign-in.md#profile); multipart to PATCH /api/users/{id}, empty fields not sent. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const [avatar, setAvatar] = useState<{ file: File | null; removed: boolean }>({
    file: null,
    removed: false,
  });
  const form = useForm({
    resolver: zodResolver(UpdateUserSchema),
    mode: 'onChange',
    defaultValues: {
      fullname: user.fullname,
      username: user.username ?? '',
      email: user.email,
      phoneNumber: user.phoneNumber,
      description: user.description ?? '',
    },
  });
  const { errors } = form.formState;
  const description = String(form.watch('description') ?? '');
  const save = form.handleSubmit((values) => {
    const body = new FormData();
    body.append('intent', 'profile');
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== '') body.append(key, String(value));
    if (avatar.file) body.append('avatar', avatar.file);
    if (avatar.removed) body.append('removeAvatar', 'true');
    void submit(body, { method: 'post', encType: 'multipart/form-data', preventScrollReset: true });
  });
  return (
    <form
      noValidate
      onSubmit={save}
      className="card flex flex-col gap-4"
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="text-lg font-bold">
        {t('settings.profileTitle')}
      </h2>
      <AvatarPicker
        current={user.avatar}
        file={avatar.file}
        onChange={(file, removed) => setAvatar({ file, removed })}
      />
      <UsernameField error={errors.username?.message} {...form.register('username')} />
      <FullnameField error={errors.fullname?.message} {...form.register('fullname')} />
      {/* Read only: a new e-mail or phone is confirmed by a code on /setting/main (ADR 0024). */}
      <EmailField readOnly error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('fields.phoneNumber')}
        type="tel"
        dir="ltr"
        readOnly
        hint={
          <>
            {t('settings.contactHint')}{' '}
            <Link to={lp('/setting/main')} className="link">
              {t('meta.settingsMain.title')}
            </Link>
          </>
        }
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      {/* Shown or not per ad, on the post form (docs/decisions/0053-ad-lifecycle-and-contact-bar.md). */}
      <p className="muted -mt-3 text-sm">
        {t(user.phoneVerified ? 'settings.phoneOnAds' : 'settings.phoneOnAdsUnverified')}
      </p>
      <AccountDescriptionField
        length={description.length}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SubmitButton busy={busy} className="self-start">
        {t('profileForm.save')}
      </SubmitButton>
    </form>
  );
}
