import type { DropPosition } from '@sightline/core';

const EDGE: Record<Exclude<DropPosition, 'forbidden'>, React.CSSProperties> = {
  top: { top: -2, left: 0, right: 0, height: 4 },
  bottom: { bottom: -2, left: 0, right: 0, height: 4 },
  left: { left: -2, top: 0, bottom: 0, width: 4 },
  right: { right: -2, top: 0, bottom: 0, width: 4 },
};

/** The line (or red outline when forbidden) showing where a drop would land. */
export function DropIndicatorLine({ position }: { position: DropPosition }) {
  if (position === 'forbidden') {
    return (
      <div
        data-test="drop-indicator"
        data-position="forbidden"
        style={{
          position: 'absolute',
          inset: 0,
          border: '2px dashed #ff4d4f',
          pointerEvents: 'none',
          zIndex: 5,
        }}
      />
    );
  }
  return (
    <div
      data-test="drop-indicator"
      data-position={position}
      style={{
        position: 'absolute',
        background: '#1677ff',
        pointerEvents: 'none',
        zIndex: 5,
        ...EDGE[position],
      }}
    />
  );
}
