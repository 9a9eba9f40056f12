// The block list (docs/product/social.md#blocks, docs/decisions/0018-blocking.md).
import { defineEndpoint } from './endpoints-define.ts';
import { BlockAnswerSchema, BlocksPageSchema, BlocksQuerySchema } from './blocks.ts';
import { UserIdParamsSchema } from './social.ts';

const user = { params: UserIdParamsSchema } as const;
export const blocksEndpoints = {
  /** Also ends the follows between the two members, both ways. */
  blockUser: defineEndpoint({
    method: 'POST',
    path: '/api/blocks/:userId',
    ...user,
    answer: BlockAnswerSchema,
  }),
  unblockUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    ...user,
    answer: BlockAnswerSchema,
  }),
  /** The signed-in member's own list. */
  listBlocks: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    query: BlocksQuerySchema,
    answer: BlocksPageSchema,
  }),
};
