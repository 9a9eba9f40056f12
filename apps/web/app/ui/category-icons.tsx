// The main categories' icons, drawn for Souqna on the 24-unit grid of ui/icons.tsx and stroked by
// its .icon class (no icon font; docs/decisions/0047-browse-by-category.md). Keyed by the parent's
// slug (reference data, docs/product/reference-data.md#categories); decorative, hidden from
// assistive tech, since the category's name is always beside it.
const paths: Record<string, string> = {
  // A saloon from the side.
  vehicles:
    'M5 17H3.5v-4.5L6 7.5h12l2.5 5V17H19M9 17h6M3.5 12.5h17M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // A tower and a house.
  'real-estate': 'M3 21h18M5 21V5l7-2v18M12 9l7 3v9M8 8h1M8 12h1M8 16h1M15 15h1M15 18h1',
  // A laptop and a phone.
  electronics: 'M3 6h12v8H3zM1.5 17.5h15M18 8h4.5v12H18zM20.2 17.5h.01',
  // A sofa.
  'home-furniture':
    'M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3zM5 18v2M19 18v2',
  // A shirt.
  fashion: 'M9 3.5L3.5 6.5l2 4 2.5-1V20.5h8V9.5l2.5 1 2-4L15 3.5c-.5 1.5-1.6 2.3-3 2.3S9.5 5 9 3.5z',
  // A wrench.
  services: 'M15.5 3.5a5 5 0 0 0-4.7 6.7L3.5 17.5v3h3l7.3-7.3a5 5 0 0 0 6.7-4.7l-3 1.5-2.5-2.5z',
  // A paw.
  'animals-livestock':
    'M12 20.5c-3 0-5-1.4-5-3.4 0-2.4 2.6-5.1 5-5.1s5 2.7 5 5.1c0 2-2 3.4-5 3.4zM5 12a1.6 2.1 0 1 0 0-4.2A1.6 2.1 0 0 0 5 12zM9.3 8a1.7 2.2 0 1 0 0-4.4 1.7 2.2 0 0 0 0 4.4zM14.7 8a1.7 2.2 0 1 0 0-4.4 1.7 2.2 0 0 0 0 4.4zM19 12a1.6 2.1 0 1 0 0-4.2 1.6 2.1 0 0 0 0 4.2z',
  // A football.
  'hobbies-sports':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 8V3.2M15.6 10.6l4.6-1.5M14.2 14.8l2.8 3.9M9.8 14.8L7 18.7M8.4 10.6L3.8 9.1',
  // A pram.
  'baby-kids':
    'M13 3.5a7.5 7.5 0 0 1 7.5 7.5H13zM2.5 5h2.2l2 6h13.8a4 4 0 0 1-4 4H9a2 2 0 0 1-2-2M9 20.5a1.7 1.7 0 1 0 0-3.4 1.7 1.7 0 0 0 0 3.4zM17 20.5a1.7 1.7 0 1 0 0-3.4 1.7 1.7 0 0 0 0 3.4z',
  // A parcel.
  other: 'M3.5 7.5L12 3.5l8.5 4v9L12 20.5l-8.5-4zM3.5 7.5L12 11.5l8.5-4M12 11.5v9M7.8 5.5l8.4 4',
};

/** The icon of a main category; a category without one of its own gets the parcel of "other". */
export function CategoryIcon({ slug, className = 'size-7' }: { slug: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`icon ${className}`} aria-hidden="true">
      <path d={paths[slug] ?? paths.other} />
    </svg>
  );
}
