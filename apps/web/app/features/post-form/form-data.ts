import type { UseFormReturn } from 'react-hook-form';
import type { CarMakeListSchema, CategoryDetailSchema, Country, PostForm } from '@souqna/contracts';
import type { z } from 'zod';

export type Form = UseFormReturn<PostForm>;
export type CategoryTree = z.infer<typeof CategoryDetailSchema>[];
export type CarMakes = z.infer<typeof CarMakeListSchema>;
export type FormOptions = { categories: CategoryTree; cars: CarMakes; countries: Country[] };
