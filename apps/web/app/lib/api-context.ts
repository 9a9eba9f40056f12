import { createContext } from 'react-router';
import type { ApiTransport } from '@souqna/contracts';

export type { ApiRequest, ApiResponse, ApiTransport } from '@souqna/contracts';

/** One call to the API, made in-process by the server that hosts both (never over the network). */
export const apiContext = createContext<ApiTransport>();
