// This package only: the shared browser stubs come from tooling/jest/dom-setup.ts (jest.config.js).
// @rc-component/util's useId returns the constant 'test-id' whenever NODE_ENV is 'test', so every
// antd drawer/modal title, select input and tree node gets the same id: a dialog's
// aria-labelledby then points at whichever of them comes first in the document (e.g. the
// table's page-size select) and *ByRole('dialog', {name}) cannot find it. Use React's useId
// (unique ids, as in the browser); an explicit id still wins.
{
  const antdDir = require.resolve('antd');
  for (const flavour of ['lib', 'es']) {
    const path = require.resolve(`@rc-component/util/${flavour}/hooks/useId`, { paths: [antdDir] });
    jest.doMock(path, () => {
      const { useId } = jest.requireActual<typeof import('react')>('react');
      const real = jest.requireActual(path);
      const uniqueUseId = (id?: string) => {
        const reactId = useId();
        return id || reactId;
      };
      return { ...real, __esModule: true, default: uniqueUseId };
    });
  }
}
