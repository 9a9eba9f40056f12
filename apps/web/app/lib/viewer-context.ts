import { createContext } from 'react-router';
import type { User } from '@souqna/contracts';

/** The signed-in user of this request, loaded once by the root middleware (checkUser). */
export const viewerContext = createContext<User | null>(null);
