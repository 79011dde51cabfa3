/**
 * Critical CSS inlined in every document: page layout and the @storefront/ui kit's classes
 * (sf-*). Remotes bring their own styles; this keeps the first paint stable before they load.
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
.sf-spinner{display:inline-flex;align-items:center;gap:8px}
.sf-spinner__dot{width:20px;height:20px;border-radius:50%;border:3px solid #d1d5db;border-top-color:#2563eb;animation:sf-spin .8s linear infinite}
@keyframes sf-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.sf-spinner__dot{animation-duration:2.4s}}
.sf-notice{border-radius:8px;padding:10px 14px;margin:8px 0;background:#eff6ff;color:#1e3a8a}
.sf-notice--error{background:#fef2f2;color:#991b1b}
.sf-notice--success{background:#ecfdf5;color:#065f46}
.sf-modal__backdrop{position:fixed;inset:0;background:rgba(17,24,39,.5);display:flex;align-items:center;justify-content:center;z-index:900}
.sf-modal{background:#fff;border-radius:12px;max-width:min(560px,100vw);width:100%;max-height:90vh;overflow:auto;box-shadow:0 20px 50px rgba(0,0,0,.25)}
.sf-modal--sheet{position:fixed;inset:0 auto 0 0;max-width:min(420px,100vw);max-height:none;height:100%;border-radius:0}
.sf-modal__header{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #e5e7eb;position:sticky;top:0;background:#fff}
.sf-modal__title{font-size:18px;margin:0}
.sf-modal__close{border:0;background:none;font-size:28px;line-height:1;cursor:pointer;padding:4px 8px}
.sf-modal__body{padding:16px}
.sf-tooltip{position:relative;display:inline-block}
.sf-tooltip__trigger{border:0;background:none;padding:0;cursor:help;color:inherit;text-decoration:underline dotted}
.sf-tooltip__content{position:absolute;z-index:800;left:0;top:calc(100% + 6px);background:#111827;color:#fff;border-radius:8px;padding:10px 12px;font-size:14px;max-width:90vw;box-shadow:0 8px 24px rgba(0,0,0,.2)}
`;
