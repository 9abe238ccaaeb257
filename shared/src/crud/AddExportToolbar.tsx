/**
 * The toolbar most entity lists open with: "Add" (with the entity's add rule) and "Export" of
 * the current filter (with its list rule). The page keeps its own add form; this only opens it.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { type ExportColumn, ExportButton } from './exportXlsx';
import { CRUD_NS } from './i18n';
import { PermissionButton } from './PermissionButton';

export interface AddExportToolbarProps<Row> {
  /** The entity's rules and URLs (defineEntity's `rule` / `url`) */
  rule: { add?: string; list: string };
  url: { list: string };
  /** Without it (or without an add rule) there is no "Add" (a read-only list). */
  onAdd?: () => void;
  /** The list's current filters (useCrudPage's `apiQuery`) */
  query: Record<string, unknown>;
  /** The export's file name (without extension) and columns */
  fileName: string;
  columns: () => ExportColumn<Row>[];
  /** `false`: no Export (the list has none). */
  export?: false;
}

export function AddExportToolbar<Row>(p: AddExportToolbarProps<Row>) {
  const { t } = useTranslation(CRUD_NS);
  return (
    <>
      {p.onAdd && p.rule.add ? (
        <PermissionButton rule={p.rule.add} type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
          {t('toolbar.add')}
        </PermissionButton>
      ) : null}
      {p.export === false ? null : (
        <ExportButton<Row>
          rule={p.rule.list}
          options={() => ({ url: p.url.list, query: p.query, fileName: p.fileName, columns: p.columns() })}
        />
      )}
    </>
  );
}
