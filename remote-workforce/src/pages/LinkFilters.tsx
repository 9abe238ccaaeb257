/**
 * Filters a link set that the search form does not show (a job's, a worker's or a department's
 * records from another page), each as a removable tag. `texts` names the i18n block holding
 * `filter.<key>` ("Job #{{id}}") and `filter.clear` ("Remove filter {{name}}").
 */
import type { CrudPage, QuerySchema } from '@shiftdesk/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function LinkFilters<R>({
  page,
  keys,
  texts,
}: {
  page: CrudPage<R, QuerySchema>;
  keys: readonly string[];
  texts: string;
}) {
  const { t } = useTranslation(NS);
  const query = page.query as Record<string, unknown>;
  const set = keys.filter((k) => typeof query[k] === 'number');
  if (!set.length) return null;
  return (
    <Space size={4} wrap>
      {set.map((k) => {
        const name = t(`${texts}.filter.${k}`, { id: query[k] });
        return (
          <Tag
            key={k}
            closable={{ 'aria-label': t(`${texts}.filter.clear`, { name }) }}
            onClose={() => page.setQuery({ [k]: undefined, pageNum: 1 } as never)}
          >
            {name}
          </Tag>
        );
      })}
    </Space>
  );
}
