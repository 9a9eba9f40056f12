import { useEffect, useRef, type ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';

type Props = { label: ReactNode; open: boolean; focus: boolean };

/**
 * The radix half of the banned add-post button. It takes the light button's place, open if the
 * pointer or the focus that asked for it is still there, and takes the focus back if it had it.
 */
export default function BannedTooltip({ label, open, focus }: Props) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root defaultOpen={open}>
        <Tooltip.Trigger asChild>
          <button
            ref={button}
            type="button"
            className="btn btn-primary"
            aria-disabled="true"
            aria-describedby="banned-tip"
            onClick={(e) => e.preventDefault()}
          >
            {label}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content id="banned-tip" className="card z-50 max-w-64 px-3 py-2 text-sm" sideOffset={6}>
            {t('postForm.bannedFromPost')}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
