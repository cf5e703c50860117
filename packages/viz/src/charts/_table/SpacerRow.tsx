/** An empty table row of a given height standing for the virtualised rows it replaces. */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 'none' }} />
    </tr>
  );
}
