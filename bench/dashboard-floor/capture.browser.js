// Evaluated in the dashboard page (as text, so no bundler helper leaks in): what the floor page needs to
// draw the same charts. Each visible chart cell: its box on the page and its HTML, with every ECharts
// host emptied and numbered; each ECharts host: its instance's final option (functions kept as source,
// the floor revives them), renderer and size. Plus the page's CSS, so the cells' HTML looks the same.
(() => {
  const cells = [...document.querySelectorAll('[data-test="dashboard-chart"]')].filter((el) =>
    el.checkVisibility(),
  );
  const charts = [];
  const serialise = (option) =>
    JSON.parse(
      JSON.stringify(option, (key, value) =>
        typeof value === 'function' ? { __floorFn: value.toString(), key } : value,
      ),
    );
  const capturedCells = cells.map((cell) => {
    const box = cell.getBoundingClientRect();
    const clone = cell.cloneNode(true);
    const hosts = [...cell.querySelectorAll('[_echarts_instance_]')];
    const cloneHosts = [...clone.querySelectorAll('[_echarts_instance_]')];
    hosts.forEach((host, i) => {
      const instance = host.__echartsInstance;
      const target = cloneHosts[i];
      target.replaceChildren();
      target.removeAttribute('_echarts_instance_');
      target.setAttribute('data-floor-chart', String(charts.length));
      charts.push({
        option: serialise(instance.getOption()),
        renderer: instance.getZr().painter.type === 'svg' ? 'svg' : 'canvas',
        width: host.clientWidth,
        height: host.clientHeight,
      });
    });
    return {
      left: box.left + window.scrollX,
      top: box.top + window.scrollY,
      width: box.width,
      height: box.height,
      html: clone.outerHTML,
    };
  });
  const css = [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
  // What the cells inherit from the app's containers (the floor has none of them).
  const parent = getComputedStyle(cells[0]?.parentElement ?? document.body);
  const inherited = ['font-family', 'font-size', 'line-height', 'color']
    .map((name) => `${name}:${parent.getPropertyValue(name)}`)
    .join(';');
  return {
    cells: capturedCells,
    charts,
    css,
    inherited,
    pageHeight: document.documentElement.scrollHeight,
    bodyBackground: getComputedStyle(document.body).backgroundColor,
  };
})();
