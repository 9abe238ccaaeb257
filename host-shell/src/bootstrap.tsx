import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';

registerRemotes([{ name: 'system', entry: '/admin/remotes/system/0.1.0/mf-manifest.json' }]);
const User = lazy(() => loadRemote<{ default: React.ComponentType }>('system/user/index').then((m) => m!));
createRoot(document.getElementById('root')!).render(<div><Button>host</Button><Suspense fallback="loading"><User /></Suspense></div>);
