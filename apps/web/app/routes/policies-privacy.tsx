import type { Route } from './+types/policies-privacy';
import { PolicyDocument } from '../features/policies/policy-document.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'policiesPrivacy');

// Saudi PDPL and UAE PDPL basics: what, why, how long, who sees it, rights, contact.
const SECTIONS = [
  'collected',
  'purposes',
  'legalBasis',
  'sharing',
  'retention',
  'security',
  'rights',
  'transfers',
  'contact',
] as const;

export default function PrivacyPolicyPage() {
  return <PolicyDocument doc="privacy" sections={SECTIONS} />;
}
