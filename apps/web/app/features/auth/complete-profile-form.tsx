import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSubmit } from 'react-router';
import { CompleteProfileFormSchema, type User } from '@souqna/contracts';
import { AccountDescriptionField, FullnameField, UsernameField } from '../../ui/account-fields.tsx';
import { AvatarPicker } from '../../ui/avatar-picker.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** Registration step 3: avatar, names, description; sent as multipart without empty fields. */
export function CompleteProfileForm({ user, action }: { user: User; action: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useForm({
    resolver: zodResolver(CompleteProfileFormSchema),
    mode: 'onChange',
    defaultValues: {
      fullname: user.fullname,
      username: user.username ?? '',
      description: user.description ?? '',
    },
  });
  const { errors } = form.formState;
  const description = form.watch('description') ?? '';
  const save = form.handleSubmit((values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value) body.append(key, String(value));
    if (avatar) body.append('avatar', avatar);
    void submit(body, { method: 'post', action, encType: 'multipart/form-data' });
  });
  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4">
      <AvatarPicker current={user.avatar} file={avatar} onChange={(file) => setAvatar(file)} />
      <FullnameField error={errors.fullname?.message} {...form.register('fullname')} />
      <UsernameField error={errors.username?.message} {...form.register('username')} />
      <AccountDescriptionField
        length={String(description).length}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SubmitButton busy={busy}>{t('profileForm.save')}</SubmitButton>
    </form>
  );
}
