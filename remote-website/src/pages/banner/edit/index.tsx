/**
 * Website → Add / edit banner (route /siteAdmin/banner/edit/:id, expose `website/banner/edit/index`;
 * `new` as the id adds one). Title, link (an http(s) address or a site path), placement, order,
 * start and end, published, and the image with its preview. The status is not edited: it follows
 * from these (shared/src/rules/banner.ts), and the page shows what it will be.
 */
import '../../../i18n';
import { type FormField, FormPage, langHeaders, useCrudList, api } from '@shiftdesk/shared';
import {
  BANNER_PLACEMENTS,
  BannerAddBody,
  BannerApi,
  BannerEditBody,
  type BannerPlacement,
  type BannerRow,
} from '@shiftdesk/shared/api';
import { bannerDatesValid, bannerStatus } from '@shiftdesk/shared/rules';
import { Card, Form, Result, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { ImageInput } from '../ImageInput';

const { url } = BannerApi;
const LIST = '/siteAdmin/banner';

interface BannerFormValues {
  title: string;
  link: string;
  placement: BannerPlacement;
  sort: number;
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  published: boolean;
  image: string | null;
}

const toFormValues = (b: BannerRow): BannerFormValues => ({
  title: b.title,
  link: b.link,
  placement: b.placement,
  sort: b.sort,
  startAt: dayjs(b.startAt),
  endAt: b.endAt ? dayjs(b.endAt) : null,
  published: b.published,
  image: b.image,
});

const toBody = (v: BannerFormValues): BannerAddBody => ({
  title: v.title,
  link: v.link ?? '',
  placement: v.placement,
  sort: v.sort ?? 0,
  startAt: (v.startAt ?? dayjs()).toISOString(),
  endAt: v.endAt ? v.endAt.toISOString() : null,
  published: !!v.published,
  image: v.image ?? null,
});

const STATUS_COLORS = { draft: 'default', scheduled: 'blue', live: 'green', expired: 'orange' } as const;
const dateTime = {
  type: 'date' as const,
  props: { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', style: { width: '100%' } },
};

export default function BannerEditPage() {
  const param = useParams().id;
  const adding = param === 'new';
  const n = Number(param);
  const id = adding ? undefined : Number.isInteger(n) && n > 0 ? n : -1;
  return <BannerForm key={param} id={id} />;
}

function BannerForm({ id }: { id?: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<BannerFormValues>();
  const query = useMemo(() => ({ id }), [id]);
  const row = useCrudList<BannerRow>(id && id > 0 ? url.get : null, query);
  const b = row.data;
  const editing = id !== undefined;
  const title = Form.useWatch('title', form) ?? '';
  const watched = Form.useWatch([], form) as Partial<BannerFormValues> | undefined;
  // A fresh banner starts now, unpublished, at the end of the home page's top strip.
  const initial = useMemo<Partial<BannerFormValues>>(
    () => ({
      placement: 'home_top',
      sort: 0,
      startAt: dayjs().startOf('minute'),
      endAt: null,
      published: false,
      link: '',
      image: null,
    }),
    [],
  );

  if (editing && (id === -1 || (!row.loading && (row.error || !b))))
    return <Result status="404" title={t('banner.form.notFound')} />;
  if (editing && !b) return <Card loading />;

  const f = (
    name: FormField<BannerFormValues>['name'],
    more: Partial<FormField<BannerFormValues>> = {},
  ): FormField<BannerFormValues> => ({
    name,
    label: t(`banner.fields.${name}`),
    ...more,
  });

  const status =
    watched?.startAt != null
      ? bannerStatus(
          {
            published: !!watched.published,
            hasImage: !!watched.image,
            startAt: watched.startAt.toDate(),
            endAt: watched.endAt ? watched.endAt.toDate() : null,
          },
          new Date(),
        )
      : null;

  const fields: FormField<BannerFormValues>[] = [
    f('title', { props: { maxLength: 100, showCount: true } }),
    f('link', {
      placeholder: 'https://… or /website/jobs',
      extra: t('banner.form.linkHelp'),
      patternMessage: t('banner.form.linkInvalid'),
    }),
    f('placement', {
      type: 'select',
      options: BANNER_PLACEMENTS.map((p) => ({ value: p, label: t(`banner.placements.${p}`) })),
    }),
    f('sort', { type: 'number', extra: t('banner.form.sortHelp'), props: { min: 0, max: 9999, precision: 0 } }),
    f('startAt', { ...dateTime, required: true }),
    f('endAt', {
      ...dateTime,
      extra: t('banner.form.endHelp'),
      rules: [
        ({ getFieldValue }) => ({
          validator: (_: unknown, v: Dayjs | null | undefined) => {
            const start = getFieldValue('startAt') as Dayjs | null;
            return !v || !start || bannerDatesValid(start.toDate(), v.toDate())
              ? Promise.resolve()
              : Promise.reject(new Error(t('banner.form.endBeforeStart')));
          },
        }),
      ],
      props: { ...dateTime.props, allowClear: true },
    }),
    f('published', { type: 'switch', switchValues: [true, false], extra: t('banner.form.publishedHelp') }),
    f('image', {
      type: 'custom',
      required: false,
      extra: t('banner.form.imageHelp'),
      render: () => <ImageInput title={title} />,
    }),
  ];

  return (
    <FormPage<BannerFormValues>
      id={id}
      form={form}
      title={editing ? t('banner.form.editTitle', { title: b?.title ?? '' }) : t('banner.form.addTitle')}
      extraTitle={status ? <Tag color={STATUS_COLORS[status]}>{t(`banner.statuses.${status}`)}</Tag> : null}
      schema={editing ? BannerEditBody : BannerAddBody}
      initialValues={editing ? undefined : initial}
      load={editing && b ? async () => toFormValues(b) : undefined}
      fields={fields}
      onSubmit={async (v) => {
        const cfg = { silent: true, headers: langHeaders() };
        const body = toBody(v);
        return editing ? api.put(url.edit, { id, ...body }, cfg) : api.post<{ id: number }>(url.add, body, cfg);
      }}
      onClose={() => navigate(LIST)}
    />
  );
}
