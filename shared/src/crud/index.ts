/** The CRUD kit: every list page of the product is built from these. See README.md. */
import './i18n';

export { CRUD_NS, crudResources } from './i18n';
export { q, useUrlQuery, readQuery, writeQuery, toApiQuery, DEFAULT_PAGE_SIZE } from './urlQuery';
export type { Codec, QuerySchema, QueryValues, UrlQuery, UrlQueryApi, UrlQueryOptions } from './urlQuery';
export { useCrudList, type CrudList } from './useCrudList';
export { SearchForm, type SearchField, type SearchFormProps } from './SearchForm';
export { CrudTable, readTableSettings, withServerSort, type CrudSort, type CrudColumn, type CrudPaging, type CrudTableProps, type Density, type TableSettings } from './CrudTable';
export { FormModal, FormDrawer, type FormContainerProps } from './FormContainer';
export { FormFields, type FormField, type FieldType, type FieldsProps } from './fields';
export { rulesFromSchema, fieldErrors, type Rule, type RuleOptions, type SchemaLike, type BodySchema } from './rules';
export { StatusSwitch, type StatusSwitchProps } from './StatusSwitch';
export { DictSelect, DictRadio, DictTag, DictLabel, useDict, loadDict, clearDictCache, DICT_DATA_URL, type DictSelectProps } from './dict';
export { exportXlsx, buildXlsx, ExportButton, type ExportColumn, type ExportOptions } from './exportXlsx';
export { PermissionButton } from './PermissionButton';
export { DialogButton, type DialogButtonProps, type DialogControls } from './DialogButton';
export { AddExportToolbar, type AddExportToolbarProps } from './AddExportToolbar';
export { RowActions, actionsColumn, type RowAction, type RowActionList, type RowActionsProps } from './RowActions';
export { useDelete, type DeleteOptions } from './useDelete';
export { feedback, useFeedback, langHeaders } from './feedback';
export { History, HISTORY_URL, type HistoryProps } from './History';
export { TransitionButton, type TransitionButtonProps } from './TransitionButton';
export {
  eligibleFor,
  IdsAction,
  type IdsActionProps,
  type IdsActionRow,
  idsActions,
  type IdsActionsOptions,
  type IdsBatch,
} from './IdsAction';
export { ReasonField } from './ReasonField';
export { StateTag, stateColor } from './StateTag';
export { MACHINE_NS, machineResources, actionTitle, entityTitle, stateTitle, useMachineLabels } from './machineI18n';
export { useCrudPage, sortSchema, type CrudPage, type CrudPageOptions } from './useCrudPage';
export { defineFields, type FieldSpec, type Fields } from './defineFields';
export { DetailPage, DETAIL_TAB_PARAM, HISTORY_TAB, type DetailPageProps, type DetailTab } from './DetailPage';
export { FormPage } from './FormContainer';
export { MaskedValue, type MaskedValueProps } from './MaskedValue';
export { ImportDialog, type ImportAnswer, type ImportDialogProps, type ImportRowError } from './ImportDialog';
export { downloadTemplate, uploadSheet } from './sheetTransfer';
export { downloadBlob } from './exportXlsx';
export { exportRowsXlsx, type RowsExportOptions } from './exportRows';
export { RemoteSelect, type RemoteOption, type RemoteSelectProps } from './RemoteSelect';
export {
  ReferenceCell,
  ReferenceSelect,
  clearReferenceCache,
  loadReferenceNames,
  referenceName,
  useReferenceNames,
  type AnyReference,
  type ReferenceSelectProps,
} from './reference';
export { type CrudEditorProps, CrudListPage, type CrudListPageProps, type ListEntity } from './CrudListPage';
export { ClearButton, type ClearButtonProps } from './ClearButton';
export { filteredWorkerName, LinkFilters } from './LinkFilters';
export { branchIds, cleanTree, treeOptions, useTreeTable, type TreeOption, type TreeTable } from './tree';
