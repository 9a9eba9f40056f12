import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { User } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { BanButton } from './ban-button.tsx';
import { isolate } from '../../lib/bidi.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';

/** One row a member: who, contact, joined, ads, status, and Ban / Unban / Delete as plain forms. */
export function MembersTable({ members }: { members: User[] }) {
  const { t } = useTranslation();
  if (members.length === 0) return <p className="card muted text-center">{t('admin.members.none')}</p>;
  return (
    // relative: the screen-reader-only labels (absolute) stay inside the scroller, not past the page.
    <div className="card relative overflow-x-auto p-0">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="sr-only">{t('meta.adminMembers.title')}</caption>
        <thead className="border-b border-line">
          <tr>
            {['member', 'contact', 'joined', 'ads', 'status', 'actions'].map((col) => (
              <th key={col} scope="col" className="p-3 text-start font-semibold">
                {t(`admin.members.cols.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {members.map((m) => (
            <MemberRow key={m._id} member={m} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({ member: m }: { member: User }) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const lp = useLocalePath();
  const me = useViewer();
  const banned = Boolean(m.bannedAt);
  return (
    <tr>
      <td className="p-3">
        <Link to={lp(`/profile/${m._id}`)} className="flex items-center gap-2 hover:underline">
          <Avatar src={m.avatar} className="size-8" />
          <span className="flex flex-col">
            <bdi className="font-semibold">{m.fullname}</bdi>
            {m.username && <bdi className="muted text-xs">@{m.username}</bdi>}
          </span>
        </Link>
      </td>
      <td className="p-3">
        <bdi className="block">{m.email}</bdi>
        <bdi dir="ltr" className="muted block text-xs">
          {m.phoneNumber}
        </bdi>
      </td>
      <td className="p-3">{formatDate(m.createdAt)}</td>
      <td className="p-3">{m.posts}</td>
      <td className="p-3">
        {m.role === 'admin'
          ? t('admin.members.admin')
          : banned
            ? t('admin.members.bannedStatus')
            : t('admin.members.activeStatus')}
      </td>
      <td className="p-3">
        {m.role !== 'admin' && m._id !== me?._id && (
          <span className="flex gap-2">
            {banned ? (
              <Form method="post">
                <input type="hidden" name="userId" value={m._id} />
                <button type="submit" name="intent" value="unban" className="btn btn-outline">
                  {t('admin.members.unban')}
                  <span className="sr-only"> {m.fullname}</span>
                </button>
              </Form>
            ) : (
              <BanButton
                fields={{ userId: m._id }}
                name="intent"
                value="ban"
                who={m.fullname}
                className="btn btn-outline"
              >
                {t('admin.members.ban')}
                <span className="sr-only"> {m.fullname}</span>
              </BanButton>
            )}
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t('admin.members.confirmDelete', { name: isolate(m.fullname) })))
                  event.preventDefault();
              }}
            >
              <input type="hidden" name="userId" value={m._id} />
              <button type="submit" name="intent" value="delete" className="btn btn-ghost text-danger-fg">
                {t('admin.members.delete')}
                <span className="sr-only"> {m.fullname}</span>
              </button>
            </Form>
          </span>
        )}
      </td>
    </tr>
  );
}
