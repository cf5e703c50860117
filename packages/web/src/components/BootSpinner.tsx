import './boot-spinner.css';

/**
 * A loading indicator in plain CSS, for the boot path (the login page and the shell's chunks
 * loading): antd's <Spin> would pull antd into the first script of every page.
 */
export function BootSpinner() {
  return (
    <div className="sl-boot-spinner" data-test="page-loading" role="status" aria-label="Loading">
      <span />
    </div>
  );
}
