/** Who of a notice's audience read it, or has not yet: GET notice/readers, paged on the server. */
import { api, formatDateTime, Pagination } from '@shiftdesk/shared';
import type { NoticeReaderRow, PageResultOf } from '@shiftdesk/shared/api';
import { Alert, Button, Empty, Input, Segmented, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const READERS_URL = '/api/v1/system/notice/readers';
const PAGE_SIZES = [10, 20, 50] as const;

export function ReadersTable({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation(NS);
  const [read, setRead] = useState<1 | 0>(1);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [data, setData] = useState<PageResultOf<NoticeReaderRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request (retry)
  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    api
      .get<PageResultOf<NoticeReaderRow>>(
        READERS_URL,
        { id: noticeId, read, keyword: keyword || undefined, pageNum: paging.page, pageSize: paging.limit },
        { silent: true },
      )
      .then((r) => live && setData(r))
      .catch(() => {
        if (!live) return;
        setData(null);
        setFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [noticeId, read, keyword, paging, attempt]);

  const empty = read === 1 ? t('notice.readers.emptyRead') : t('notice.readers.emptyUnread');
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented<1 | 0>
          value={read}
          options={[
            { value: 1, label: t('notice.readers.read') },
            { value: 0, label: t('notice.readers.unread') },
          ]}
          onChange={(v) => {
            setRead(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Input.Search
          allowClear
          size="small"
          placeholder={t('notice.readers.keyword')}
          aria-label={t('notice.readers.keyword')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </Space>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('notice.readers.failed')}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('notice.readers.retry')}
            </Button>
          }
        />
      ) : (
        <Table<NoticeReaderRow>
          size="small"
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
          columns={[
            {
              key: 'user',
              title: t('notice.readers.user'),
              render: (_, r) => (r.userNickname ? `${r.userNickname} (${r.userName})` : r.userName),
            },
            { key: 'dept', title: t('notice.readers.dept'), render: (_, r) => r.deptName ?? '—' },
            ...(read === 1
              ? [
                  {
                    key: 'readAt',
                    title: t('notice.readers.readAt'),
                    render: (_: unknown, r: NoticeReaderRow) => (r.readAt ? formatDateTime(r.readAt) : '—'),
                  },
                ]
              : []),
          ]}
        />
      )}
      <Pagination
        total={data?.total ?? 0}
        page={paging.page}
        limit={paging.limit}
        pageSizes={PAGE_SIZES}
        hidden={failed || !data?.total}
        onChange={(page, limit) => setPaging({ page, limit })}
      />
    </Space>
  );
}
