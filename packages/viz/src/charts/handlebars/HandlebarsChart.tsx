import type { HandlebarsChartProps } from './transform-props.ts';

/** The rendered template (already sanitised by transformProps) with its CSS, or the template error as text. */
export function HandlebarsChart(props: HandlebarsChartProps) {
  return (
    <div style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.css ? <style>{props.css}</style> : null}
      {props.error ? (
        <pre>{props.error}</pre>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: props.html }} />
      )}
    </div>
  );
}
