// The floor page's only script besides ECharts: places the captured cells' HTML at their boxes and
// draws every captured option. window.__floorDone turns true when every chart's 'finished' event fired
// (animation off, so 'finished' is the first complete frame, as Sightline is timed to its first frame).
// Functions of the options (formatters, custom series' renderItem) come as source text: most revive;
// one that names a variable of the app's bundle throws when called, and answers a plain stand-in
// (a label as text, a custom series' item as a small rect): the floor then draws a little less.
(() => {
  const data = JSON.parse(document.getElementById('floor-data').textContent);
  window.__floorFnErrors = 0;
  // A custom series' item: a small rect at its first two values (as much drawing as a bar).
  const itemStandIn = (params, api) => {
    const [x, y] = api.coord([api.value(0), api.value(1)]);
    return {
      type: 'rect',
      shape: { x, y, width: 6, height: 6 },
      style: { fill: api.visual('color') },
    };
  };
  const standIn = (key) =>
    key === 'renderItem'
      ? itemStandIn
      : (value) =>
          value !== null && typeof value === 'object'
            ? String(value.name ?? value.value ?? '')
            : String(value);
  const compile = (source) => {
    try {
      return new Function(`return (${source});`)();
    } catch {
      // Method shorthand (`formatter(v) { ... }`) is not an expression on its own.
      return new Function(`return ({ ${source} });`)()[source.slice(0, source.indexOf('('))];
    }
  };
  const revive = (value) => {
    if (Array.isArray(value)) return value.map(revive);
    if (value === null || typeof value !== 'object') return value;
    if (typeof value.__floorFn === 'string') {
      const fallback = standIn(value.key);
      let fn = fallback;
      try {
        fn = compile(value.__floorFn);
      } catch {
        window.__floorFnErrors += 1;
      }
      return function floorFunction(...args) {
        try {
          return fn.apply(this, args);
        } catch {
          window.__floorFnErrors += 1;
          return fallback(...args);
        }
      };
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = revive(v);
    return out;
  };
  const root = document.getElementById('floor');
  for (const cell of data.cells) {
    const box = document.createElement('div');
    box.style.cssText = `position:absolute;left:${cell.left}px;top:${cell.top}px;width:${cell.width}px;height:${cell.height}px`;
    box.innerHTML = cell.html;
    root.appendChild(box);
  }
  let pending = data.charts.length;
  const finish = () => {
    window.__floorDone = true;
  };
  data.charts.forEach((chart, index) => {
    const el = document.querySelector(`[data-floor-chart="${index}"]`);
    el.style.width = `${chart.width}px`;
    el.style.height = `${chart.height}px`;
    const instance = window.echarts.init(el, null, {
      renderer: chart.renderer,
      width: chart.width,
      height: chart.height,
    });
    const option = revive(chart.option);
    option.animation = false;
    for (const series of option.series ?? []) series.animation = false;
    const onFinished = () => {
      instance.off('finished', onFinished);
      pending -= 1;
      if (pending === 0) finish();
    };
    instance.on('finished', onFinished);
    try {
      instance.setOption(option);
    } catch (error) {
      // Counted and reported by the bench: a chart the floor cannot draw must not hang the page.
      (window.__floorChartErrors ??= []).push(`${index}: ${error}`);
      onFinished();
    }
  });
  if (pending === 0) requestAnimationFrame(finish);
})();
