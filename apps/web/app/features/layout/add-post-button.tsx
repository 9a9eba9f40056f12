import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** A banned user sees the button greyed out with the reason in a tooltip (spec §2.4). */
export function AddPostButton({ banned }: { banned: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (!banned) {
    return (
      <Link to={lp('/posts/new')} className="btn btn-primary">
        <Icon name="plus" /> {t('header.addPost')}
      </Link>
    );
  }
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled="true"
          aria-describedby="banned-tip"
          onClick={(e) => e.preventDefault()}
        >
          <Icon name="plus" /> {t('header.addPost')}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content id="banned-tip" className="card z-50 max-w-64 px-3 py-2 text-sm" sideOffset={6}>
          {t('postForm.bannedFromPost')}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
