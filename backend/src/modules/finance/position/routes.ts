/** /finance/position/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PositionAddBody, PositionApi, PositionEditBody, PositionListQuery, PositionRow } from '@shiftdesk/shared/api';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import { addPosition, deletePositions, editPosition, getPosition, listPositions } from './service';

export const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: 'shared',
    api: PositionApi,
    schemas: { query: PositionListQuery, row: PositionRow, add: PositionAddBody, edit: PositionEditBody },
    summaries: { list: 'Positions (paged)', get: 'A position', add: 'Add a position', edit: 'Edit a position', delete: 'Delete positions (refused while contract orders rate them)' },
    service: { list: listPositions, get: getPosition, add: addPosition, edit: editPosition, remove: deletePositions },
  });
};
