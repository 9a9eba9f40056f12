// The visitor's country as the root loader resolved it (docs/decisions/0048-visitor-country.md),
// with the dial code and currency forms open on. The module, not the contracts' index: that
// would ship zod with every page.
import { countryDefaults } from '@souqna/contracts/visitor-country';
import { useRootData } from './use-viewer.ts';

export function useVisitorCountry() {
  const { visitor } = useRootData();
  return { ...visitor, ...countryDefaults(visitor.country) };
}
