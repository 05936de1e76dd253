import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';

type Point = [number, number];

/** Canvas size in CSS pixels; the bitmap has the screen's density, so the line stays sharp. */
const HEIGHT = 180;

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events). Each finished stroke
 * hands the whole drawing out as a PNG on white; undo takes the last stroke back, clear all.
 */
export function SignaturePad({
  label,
  onDrawn,
  onCleared,
  describedBy,
}: {
  label: string;
  onDrawn: (png: Blob) => void;
  onCleared: () => void;
  describedBy?: string | undefined;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);
  const [count, setCount] = useState(0);

  const paint = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = element.width / element.clientWidth || 1;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, element.width, element.height);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.strokeStyle = '#10203f';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const stroke of [...strokes.current, ...(drawing.current ? [drawing.current] : [])]) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      context.beginPath();
      context.moveTo(first[0], first[1]);
      if (rest.length === 0) context.lineTo(first[0] + 0.1, first[1] + 0.1);
      for (const [x, y] of rest) context.lineTo(x, y);
      context.stroke();
    }
  };

  // The bitmap follows the element's width (and the screen's density), redrawn on resize.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(element.clientWidth * ratio);
      element.height = Math.round(HEIGHT * ratio);
      paint();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const at = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };

  const hand = () => {
    paint();
    if (strokes.current.length === 0) {
      onCleared();
      return;
    }
    canvas.current?.toBlob((blob) => {
      if (blob) onDrawn(blob);
    }, 'image/png');
  };

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        className="signature__canvas"
        style={{ height: HEIGHT }}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={(event) => {
          event.preventDefault();
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = [at(event)];
          paint();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          drawing.current.push(at(event));
          paint();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          strokes.current = [...strokes.current, drawing.current];
          drawing.current = null;
          setCount(strokes.current.length);
          hand();
        }}
        onPointerCancel={() => {
          drawing.current = null;
          paint();
        }}
      />
      <p className="signature__hint muted">{t.fieldForms.signHere}</p>
      <div className="signature__actions">
        <button
          type="button"
          className="button button--small"
          disabled={count === 0}
          onClick={() => {
            strokes.current = strokes.current.slice(0, -1);
            setCount(strokes.current.length);
            hand();
          }}
        >
          {t.fieldForms.undoStroke}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={count === 0}
          onClick={() => {
            strokes.current = [];
            setCount(0);
            hand();
          }}
        >
          {t.fieldForms.clearSignature}
        </button>
      </div>
    </div>
  );
}
