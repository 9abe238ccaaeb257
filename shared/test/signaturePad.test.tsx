import { act, fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { SignaturePad, type SignaturePadHandle } from '../src/components/SignaturePad';
import { beginStroke, emptyPad, endStroke, extendStroke, isPadEmpty, undoStroke } from '../src/components/signatureModel';

// jsdom has no PointerEvent: a MouseEvent carrying the pointer fields.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    pointerType: string;
    pressure: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.pressure = init.pressure ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

function stubCanvas() {
  const ctx = {
    setTransform: jest.fn(),
    clearRect: jest.fn(),
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    quadraticCurveTo: jest.fn(),
    stroke: jest.fn(),
    arc: jest.fn(),
    fill: jest.fn(),
    lineWidth: 1,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
    fillStyle: '',
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,AAAA');
  return ctx;
}

function draw(canvas: HTMLElement, from: [number, number], to: [number, number], pointerId = 1) {
  fireEvent.pointerDown(canvas, { pointerId, clientX: from[0], clientY: from[1], button: 0, pointerType: 'mouse' });
  fireEvent.pointerMove(canvas, { pointerId, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2, pointerType: 'mouse' });
  fireEvent.pointerMove(canvas, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
  fireEvent.pointerUp(canvas, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
}

describe('signature model', () => {
  test('strokes stack; undo pops; clear empties', () => {
    let s = emptyPad();
    s = endStroke(extendStroke(beginStroke(s, { x: 0, y: 0, p: 0.5 }), { x: 1, y: 1, p: 0.5 }));
    s = endStroke(beginStroke(s, { x: 2, y: 2, p: 0.5 }));
    expect(s.strokes).toHaveLength(2);
    s = undoStroke(s);
    expect(s.strokes).toHaveLength(1);
    expect(isPadEmpty(undoStroke(s))).toBe(true);
  });
});

describe('<SignaturePad> on a stub canvas', () => {
  afterEach(() => jest.restoreAllMocks());

  test('pointer strokes, undo and clear; export only when something is drawn', () => {
    const ctx = stubCanvas();
    const ref = createRef<SignaturePadHandle>();
    const onChange = jest.fn();
    const { getByTestId } = render(<SignaturePad ref={ref} onChange={onChange} placeholder="Sign here" />);
    const canvas = getByTestId('signature-canvas');
    expect(ref.current?.isEmpty()).toBe(true);
    expect(ref.current?.toDataURL()).toBe('');

    draw(canvas, [10, 10], [60, 40]);
    draw(canvas, [20, 50], [90, 50], 2);
    expect(ref.current?.strokeCount()).toBe(2);
    expect(onChange).toHaveBeenLastCalledWith(false, 2);
    expect(ctx.stroke).toHaveBeenCalled();

    act(() => ref.current?.undo());
    expect(ref.current?.strokeCount()).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith(false, 1);
    expect(ref.current?.toDataURL()).toBe('data:image/png;base64,AAAA');

    ctx.clearRect.mockClear();
    act(() => ref.current?.clear());
    expect(ref.current?.isEmpty()).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true, 0);
    expect(ctx.clearRect).toHaveBeenCalled(); // the canvas was wiped
    expect(ref.current?.toDataURL()).toBe('');
  });

  test('a second finger does not start another stroke while one is drawing', () => {
    stubCanvas();
    const ref = createRef<SignaturePadHandle>();
    const { getByTestId } = render(<SignaturePad ref={ref} />);
    const canvas = getByTestId('signature-canvas');
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 1, clientY: 1, pointerType: 'touch' });
    fireEvent.pointerDown(canvas, { pointerId: 2, clientX: 5, clientY: 5, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch' });
    expect(ref.current?.strokeCount()).toBe(1);
  });
});
