import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX, NAME_MIN } from '@souqna/contracts';
import { TextArea } from './text-area.tsx';
import { TextField } from './text-field.tsx';

// The contract field names the label, limits and autofill hint; callers add error and register().
type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'dir' | 'autoComplete' | 'bounds'>;

const NAME_BOUNDS = { min: NAME_MIN, max: NAME_MAX };

/** An account's e-mail address (sign-in, registration, profile, recovery). */
export function EmailField(props: Props) {
  const { t } = useTranslation();
  return <TextField label={t('fields.email')} type="email" dir="ltr" autoComplete="email" {...props} />;
}

/** An account's full name; written in either script, hence dir="auto". */
export function FullnameField(props: Props) {
  const { t } = useTranslation();
  return (
    <TextField label={t('fields.fullname')} dir="auto" autoComplete="name" bounds={NAME_BOUNDS} {...props} />
  );
}

/** An account's username: Latin handle, hence LTR, with the rules as a hint. */
export function UsernameField(props: Omit<Props, 'hint'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.username')}
      dir="ltr"
      autoComplete="username"
      bounds={NAME_BOUNDS}
      hint={t('profileForm.usernameHint')}
      {...props}
    />
  );
}

/** An account's self-description (the "about" text on its profile), with a live counter. */
export function AccountDescriptionField(props: Omit<ComponentProps<typeof TextArea>, 'label' | 'bounds'>) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('fields.description')}
      bounds={{ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }}
      {...props}
    />
  );
}
