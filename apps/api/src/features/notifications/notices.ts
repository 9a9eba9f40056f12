// A moderator's notice to one member (docs/product/social.md#reports): their ad or comment was
// removed, and why. It is an admin notification (senderRole 'admin') with its text in both
// languages; the reason is the admin's own words, quoted as written in both.
import type { JobData } from '../../jobs/job-types.ts';

type Notice = JobData['notifications.notice'];
export type NoticeTexts = { en_title: string; ar_title: string; en_message: string; ar_message: string };

export function noticeTexts(n: Notice): NoticeTexts {
  if (n.removed === 'post')
    return {
      en_title: 'Your ad was removed',
      ar_title: 'تمت إزالة إعلانك',
      en_message: `Souqna's moderators removed your ad “${n.title}”. Reason: ${n.reason}`,
      ar_message: `أزال مشرفو سوقنا إعلانك «${n.title}». السبب: ${n.reason}`,
    };
  return {
    en_title: 'Your comment was removed',
    ar_title: 'تمت إزالة تعليقك',
    en_message: `Souqna's moderators removed your comment on “${n.title}”. Reason: ${n.reason}`,
    ar_message: `أزال مشرفو سوقنا تعليقك على «${n.title}». السبب: ${n.reason}`,
  };
}
