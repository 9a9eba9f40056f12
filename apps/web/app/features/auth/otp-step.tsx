import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { OTP_RESEND_SECONDS, OtpFormSchema } from '@souqna/contracts';
import { OtpField } from '../../ui/otp-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { formatMmSs, useCountdown } from '../../ui/use-countdown.ts';

export type SentTo = { channel: 'sms' | 'email'; address: string }[];
type Props = {
  to: SentTo;
  sentAt: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack?: () => void;
};

/** OTP step of registration and recovery: where the code went, the code, resend after 5 minutes. */
export function OtpStep({ to, sentAt, onVerify, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const left = useCountdown(OTP_RESEND_SECONDS, sentAt);
  const verify = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = OtpFormSchema.safeParse({ otp });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onVerify(parsed.data.otp);
  };
  return (
    <form noValidate onSubmit={verify} className="flex flex-col gap-4">
      <div className="muted">
        <p>{t('auth.otpSentTo')}</p>
        <ul className="mt-1">
          {to.map((item) => (
            <li key={item.channel + item.address}>
              {t(`auth.channel.${item.channel}`)}:{' '}
              <bdi dir="ltr" className="font-semibold text-fg">
                {item.address}
              </bdi>
            </li>
          ))}
        </ul>
      </div>
      <OtpField
        label={t('fields.otp')}
        value={otp}
        error={error}
        onChange={(e) => {
          setOtp(e.target.value);
          setError(undefined);
        }}
      />
      <SubmitButton busy={busy}>{t('auth.verify')}</SubmitButton>
      <div className="flex items-center justify-between gap-2">
        {onBack && (
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            {t('auth.back')}
          </button>
        )}
        <p aria-live="polite" className="ms-auto">
          {left > 0 ? (
            <span className="muted">{t('auth.resendIn', { time: formatMmSs(left) })}</span>
          ) : (
            <button type="button" className="link min-h-6" onClick={onResend}>
              {t('auth.resendCode')}
            </button>
          )}
        </p>
      </div>
    </form>
  );
}
