/** Copies text to the clipboard; falls back to a hidden textarea where the Clipboard API is refused. */
export async function copyTextToClipboard(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission refused (e.g. an unfocused or headless page): try the legacy way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const isCopied = document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('The browser refused to copy to the clipboard');
}
