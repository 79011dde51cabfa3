/**
 * Critical CSS inlined in every document: the page layout and the shell's own DOM (skip link,
 * slots, footer, status page, area errors), which renders without any remote. The @storefront/ui
 * components (modal, spinner, notice, tooltip) are styled by the kit, loaded with each remote.
 */
export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;background:#fff}
img{max-width:100%;height:auto;display:block}
a{color:#1d4ed8}
button,input,select{font:inherit}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.sf-skip-link{position:absolute;left:-9999px;top:0;background:#111827;color:#fff;padding:8px 12px;z-index:1000}
.sf-skip-link:focus{left:8px}
#sf-header{min-height:64px}
#sf-main{display:block;min-height:60vh;max-width:1280px;margin:0 auto;padding:16px}
#sf-main:focus{outline:none}
.sf-footer{border-top:1px solid #e5e7eb;color:#4b5563;font-size:14px;padding:24px 16px;text-align:center}
.sf-status-page{max-width:640px;margin:48px auto;text-align:center}
.sf-status-page h1{font-size:28px;margin:0 0 8px}
.sf-area-error{border:1px solid #fca5a5;background:#fef2f2;color:#991b1b;border-radius:8px;padding:16px;margin:16px 0}
.sf-area-error button{margin-top:8px}
`;
