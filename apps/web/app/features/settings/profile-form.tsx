import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSubmit } from 'react-router';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  NAME_MAX,
  NAME_MIN,
  UpdateUserSchema,
  type User,
} from '@souqna/contracts';
import { AvatarPicker } from '../../ui/avatar-picker.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** Spec §2.17 profile settings; multipart to PATCH /api/users/{id}, empty fields not sent. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
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
  const names = { min: NAME_MIN, max: NAME_MAX };
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
      <TextField
        label={t('fields.username')}
        dir="ltr"
        autoComplete="username"
        bounds={names}
        hint={t('profileForm.usernameHint')}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('fields.fullname')}
        dir="auto"
        autoComplete="name"
        bounds={names}
        error={errors.fullname?.message}
        {...form.register('fullname')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.phoneNumber')}
        type="tel"
        dir="ltr"
        inputMode="numeric"
        autoComplete="tel"
        hint={t('settings.phoneHint')}
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextArea
        label={t('fields.description')}
        bounds={{ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }}
        length={description.length}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {busy && <Spinner />}
        {t('profileForm.save')}
      </button>
    </form>
  );
}
