import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

type Props = {
  icon: IconName;
  title: string;
  body?: string;
  /** Links to the next step; plain anchors so they work before (or without) the script. */
  actions?: ReactNode;
};

/**
 * An empty list that says why it is empty and what to do next. A named region, so a screen
 * reader lands on the explanation instead of a silent gap where the cards would be.
 */
export function EmptyState({ icon, title, body, actions }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon name={icon} className="size-8" />
      </span>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {body && <p className="muted max-w-md">{body}</p>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </section>
  );
}
