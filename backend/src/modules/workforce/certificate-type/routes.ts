/** /workforce/certificateType/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CertificateTypeAddBody,
  CertificateTypeApi,
  CertificateTypeEditBody,
  CertificateTypeListQuery,
  CertificateTypeRow,
} from '@shiftdesk/shared/api';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import {
  addCertificateType,
  deleteCertificateTypes,
  editCertificateType,
  getCertificateType,
  listCertificateTypes,
} from './service';

export const certificateTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: 'shared',
    api: CertificateTypeApi,
    schemas: {
      query: CertificateTypeListQuery,
      row: CertificateTypeRow,
      add: CertificateTypeAddBody,
      edit: CertificateTypeEditBody,
    },
    summaries: { list: 'Certificate types (paged)', get: 'A certificate type', add: 'Add a certificate type', edit: 'Edit a certificate type', delete: 'Delete certificate types (refused while certificates or positions use them)' },
    service: {
      list: listCertificateTypes,
      get: getCertificateType,
      add: addCertificateType,
      edit: editCertificateType,
      remove: deleteCertificateTypes,
    },
  });
};
