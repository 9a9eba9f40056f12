// Shared classes of the header's dropdown menus.
export const menuContent = 'card z-50 min-w-44 p-1.5 shadow-lg';
export const menuItem =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-start outline-none data-[highlighted]:bg-primary data-[highlighted]:text-on-primary';
