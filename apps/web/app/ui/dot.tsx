/** The red dot on an icon (the bell's new notifications, the chat's unseen messages); its button's name says it. */
export function Dot({ className = 'top-1.5 end-1.5' }: { className?: string }) {
  return <span className={`absolute size-2.5 rounded-full bg-danger ${className}`} aria-hidden="true" />;
}
