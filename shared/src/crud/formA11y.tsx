/**
 * What every kit form needs so that assistive technology reads it right:
 * - `useFormName`: a form name unique on the page. antd makes each field's id from the form's
 *   name and the field's; without one, the search form of a list kept alive (hidden) behind an
 *   edit page and the edit form both have id="name", and the edit form's label points at the
 *   hidden field, so its input has no name.
 * - `clearable`: allowClear whose clear button has a name. antd's is a button in the Tab order
 *   holding only an icon.
 */
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { useId } from 'react';

export function useFormName(kind: string): string {
  return `${kind}-${useId().replace(/[^\w-]/g, '')}`;
}

export const clearable = (t: (key: string) => string) => ({ clearIcon: <CloseCircleFilled aria-label={t('form.clear')} /> });
