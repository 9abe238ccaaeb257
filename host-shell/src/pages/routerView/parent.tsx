import { Outlet } from 'react-router-dom';

/** Directory menus: render the nested page. */
export default function ParentView() {
  return <Outlet />;
}
