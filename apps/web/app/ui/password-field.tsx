import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { TextField } from './text-field.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'end'>;

/** A password input with a show/hide toggle (docs/product/accounts-and-sign-in.md#password-recovery). */
export function PasswordField(props: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="icon-btn"
      aria-pressed={shown}
      aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
      onClick={() => setShown((s) => !s)}
    >
      <Icon name={shown ? 'eyeOff' : 'eye'} />
    </button>
  );
  return <TextField {...props} type={shown ? 'text' : 'password'} dir="ltr" end={toggle} />;
}
