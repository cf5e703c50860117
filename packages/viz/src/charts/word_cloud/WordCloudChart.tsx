import type { WordCloudChartProps } from './transform-props.ts';

/** Words laid out by d3-cloud, drawn as SVG text centred on the layout origin. */
export function WordCloudChart(props: WordCloudChartProps) {
  return (
    <svg
      width={props.width}
      height={props.height}
      viewBox={props.viewBox}
      role="img"
      aria-label="Word cloud"
    >
      <g>
        {props.words.map((word) => (
          <text
            key={word.text}
            fontSize={`${word.size}px`}
            fontWeight={props.fontWeight}
            fontFamily={props.fontFamily}
            fill={word.color}
            textAnchor="middle"
            transform={`translate(${word.x}, ${word.y}) rotate(${word.rotate})`}
          >
            {word.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
