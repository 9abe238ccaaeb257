/**
 * Filters a link set that the search form does not show (a job's, a worker's or a department's
 * records from another page), each as a removable tag. `texts` names the i18n block of the page's
 * namespace holding `filter.<key>` (given `{{id}}` and `{{name}}`: "Job #{{id}}", "Worker:
 * {{name}}") and `filter.clear` ("Remove filter {{name}}"). `names` gives a filtered record's name
 * when the page knows it (else `#id`).
 */
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuerySchema } from './urlQuery';
import type { CrudPage } from './useCrudPage';

export function LinkFilters<R>({
  page,
  ns,
  keys,
  texts,
  names = {},
}: {
  page: CrudPage<R, QuerySchema>;
  ns: string;
  keys: readonly string[];
  texts: string;
  names?: Readonly<Record<string, string | undefined>>;
}) {
  const { t } = useTranslation(ns);
  const query = page.query as Record<string, unknown>;
  const set = keys.filter((k) => typeof query[k] === 'number');
  if (!set.length) return null;
  return (
    <Space size={4} wrap>
      {set.map((k) => {
        const name = t(`${texts}.filter.${k}`, { id: query[k], name: names[k] ?? `#${query[k]}` });
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

/** The name of the worker a list is filtered by, from its rows (all theirs), if one is shown. */
export function filteredWorkerName<R extends { workerId: number; workerName: string }>(
  page: CrudPage<R, QuerySchema>,
): string | undefined {
  const id = (page.query as { workerId?: number }).workerId;
  return page.list.data?.list.find((r) => r.workerId === id)?.workerName;
}
