import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { SAFETY_TIPS_PATH } from '@souqna/contracts/safety-signals/signals';
import { Icon } from '../../ui/icons.tsx';
import { SafetyNote } from '../../ui/safety-note.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * Under the seller box: the calm note when the safety rules found something in the ad's text
 * (docs/product/safety.md#on-an-ad), else only the way to the safety tips.
 */
export function AdSafetyNote({ post }: { post: Pick<PostDetail, 'safetySignals'> }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (post.safetySignals?.length)
    return (
      <SafetyNote
        lines={post.safetySignals.map((s) => t(`safety.note.ad.${s}`))}
        advice={t('safety.note.adAdvice')}
        className="card text-sm"
      />
    );
  return (
    <Link to={lp(SAFETY_TIPS_PATH)} className="link inline-flex items-center gap-1 self-start text-sm">
      <Icon name="shield" className="size-4" />
      {t('safety.helpLink')}
    </Link>
  );
}
