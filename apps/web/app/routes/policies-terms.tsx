import type { Route } from './+types/policies-terms';
import { PolicyDocument } from '../features/policies/policy-document.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'policiesTerms');

const SECTIONS = [
  'account',
  'posting',
  'prohibited',
  'deals',
  'commission',
  'moderation',
  'liability',
  'law',
] as const;

export default function TermsPolicyPage() {
  return <PolicyDocument doc="terms" sections={SECTIONS} />;
}
