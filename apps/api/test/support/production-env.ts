// The least a production start needs besides its secret and data folder: the site's address and
// real message providers (config.ts refuses production without them: the outbox would leak codes).
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://souqna.example',
  SMTP_URL: 'smtp://mail:25',
  SMS_PROVIDER_URL: 'http://sms.local/send',
};
