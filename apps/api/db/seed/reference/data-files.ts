// Loads the reference JSON files of data/ (facts maintained outside the code).
import fs from 'node:fs';
import path from 'node:path';

const DATA_DIR = path.join(import.meta.dirname, 'data');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

export type GeoCountry = {
  code: string;
  en_name: string;
  ar_name: string;
  en_official: string;
  ar_official: string;
  currency: 'SAR' | 'AED';
  dialCode: string;
  states: { code: string; en_state: string; ar_state: string; en_cities: string[]; ar_cities: string[] }[];
};
type CategoryNode = {
  slug: string;
  en_categoryName: string;
  ar_categoryName: string;
  vehicles?: boolean;
  carModels?: boolean;
};
export type CategoryParent = CategoryNode & { children: CategoryNode[] };
type Named = { slug: string; en: string; ar: string; aliases: string[] };
export type VehicleMake = Named & { models: Named[] };

export const loadGeo = () => read<GeoCountry[]>('geo.json');
export const loadCategories = () => read<CategoryParent[]>('categories.json');
export const loadVehicles = () => read<VehicleMake[]>('vehicles.json');
