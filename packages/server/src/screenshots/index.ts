export { closeSharedBrowser } from './browser.ts';
export { pdfFromPngs } from './pdf.ts';
export { decodePng, inkStats, isBlank } from './png.ts';
export { renderReport, WINDOW_SIZE, type ReportRenderRequest } from './render-report.ts';
export { screenshotsConfig, type ScreenshotsConfig } from './screenshot-config.ts';
export { rememberServerUrl } from './server-url.ts';
export { registerScreenshotJobs } from './screenshot-job.ts';
