import { useTranslation } from 'react-i18next';

/** Support e-mail and phone from the site settings, as links that open mail or the dialer. */
export function ContactCard({ email, phoneNumber }: { email?: string; phoneNumber?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="card grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="muted text-sm">{t('fields.email')}</dt>
        <dd>
          {email ? (
            <a href={`mailto:${email}`} className="link" dir="ltr">
              {email}
            </a>
          ) : (
            '—'
          )}
        </dd>
      </div>
      <div>
        <dt className="muted text-sm">{t('fields.phoneNumber')}</dt>
        <dd>
          {phoneNumber ? (
            <a href={`tel:+${phoneNumber.replace(/^\+/, '')}`} className="link" dir="ltr">
              +{phoneNumber.replace(/^\+/, '')}
            </a>
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  );
}
