/**
 * /website/banner/{list,get,add,edit,delete,upload}. Thin: the service checks. Delete is declared
 * here rather than by the kit because its History line needs the caller, which the kit's
 * `remove(tx, ids)` does not get.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BANNER_IMAGE_MAX_BYTES,
  BannerAddBody,
  BannerApi,
  BannerEditBody,
  BannerListQuery,
  BannerRow,
  BannerUpload,
  BannerUploadResult,
  Envelope,
  IdsBody,
} from '@shiftdesk/shared/api';
import { AppError } from '../../../core/base/errors';
import { ok } from '../../../core/base/envelope';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { withTransaction } from '../../../core/data/unit-of-work';
import { registerFileKind } from '../../../core/files/files';
import { receiveUpload, registerUploads } from '../../../core/files/upload';
import { registerSomeCrudRoutes } from '../../../core/routes/crud-routes';
import { NoData, routeOptions } from '../../../core/routes/route-options';
import { addBanner, BANNER_KIND, deleteBanners, editBanner, getBanner, listBanners, storeBannerImage } from './service';

// The public website shows them to anyone: served at /backend/upload/banner/… without login.
registerFileKind({ name: BANNER_KIND, public: true });

const { rule, path } = BannerApi;

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.ctx.storage;
  // A little over the limit: a file just above 2 MB is read whole and refused with the banner's
  // own message rather than cut off by the parser.
  await registerUploads(app, BANNER_IMAGE_MAX_BYTES + 64 * 1024);

  registerSomeCrudRoutes(app, {
    scope: 'shared',
    api: BannerApi,
    schemas: { query: BannerListQuery, row: BannerRow, add: BannerAddBody },
    summaries: {
      list: 'Website banners (paged; status computed from the dates at the time of the request)',
      get: 'A website banner',
      add: 'Add a website banner (image: what the upload answered)',
    },
    service: {
      list: (db, q) => listBanners(db, q),
      get: (db, id) => getBanner(db, id),
      add: (tx, caller, b) => addBanner(tx, caller, storage, b),
    },
  });

  app.put(
    path.edit,
    routeOptions(rule.edit, 'Edit a website banner (image: null removes it, absent keeps it)', {
      body: BannerEditBody,
      reply: NoData,
    }),
    async (req) => {
      await withTransaction(app.ctx, (tx) => editBanner(tx, callerOf(req), storage, req.body));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    path.delete,
    routeOptions(rule.delete, 'Delete website banners (their images go with them)', { body: IdsBody, reply: NoData }),
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      await withTransaction(app.ctx, (tx) => deleteBanners(tx, callerOf(req), storage, ids));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );

  app.post(
    BannerUpload.path,
    {
      // Both forms upload before they save: adding a banner, or changing one's image.
      config: { rule: rule.add, alsoRules: [rule.edit] },
      schema: {
        summary: 'Upload a banner image (multipart field "file"; PNG, JPEG or WebP by its bytes, ≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(BannerUploadResult) },
      },
    },
    async (req) => {
      const file = await receiveUpload(req, {
        maxBytes: BANNER_IMAGE_MAX_BYTES + 64 * 1024,
        types: ['png', 'jpg', 'webp'],
        noFileKey: 'banner.noFile',
        badTypeKey: 'banner.imageType',
      }).catch((err: unknown) => {
        // The parser's generic "too large" names no limit; the banner's says 2 MB.
        if (err instanceof AppError && err.statusCode === 413) throw new AppError(413, 'banner.imageTooLarge');
        throw err;
      });
      return ok({ image: await storeBannerImage(storage, file.buffer) });
    },
  );
};
