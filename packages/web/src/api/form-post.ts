/**
 * Submits a hidden HTML form, so the browser itself handles the answer (a file download with
 * Content-Disposition). The default target is a hidden iframe: an error page then lands there
 * instead of replacing the current page.
 */
export function postForm(
  action: string,
  fields: Record<string, string>,
  target = 'sightline-download-frame',
): void {
  let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${target}"]`);
  if (!frame && target !== '_blank' && target !== '_self') {
    frame = document.createElement('iframe');
    frame.name = target;
    frame.style.display = 'none';
    document.body.appendChild(frame);
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
