/**
 * The public job pages' stylesheet, inlined (one request less on a phone; ~3 KB). Colours meet
 * WCAG 2.1 AA in both schemes (text ≥ 4.5:1, borders of inputs ≥ 3:1); dark mode follows the
 * device through prefers-color-scheme. Laid out for a 375 px phone first.
 */
export const CSS = `
:root{color-scheme:light dark;--bg:#f6f7f9;--surface:#fff;--text:#1b1d21;--muted:#4d5462;--border:#8a919e;--line:#dfe2e7;--primary:#0b57d0;--on-primary:#fff;--primary-bg:#e8f0fe;--error:#b3261e;--ok:#1b6e3a;--focus:#0b57d0}
@media (prefers-color-scheme:dark){:root{--bg:#121316;--surface:#1d1f23;--text:#e8eaed;--muted:#b4bac4;--border:#8d94a0;--line:#3a3e45;--primary:#8ab4f8;--on-primary:#0b1a33;--primary-bg:#1f2a3d;--error:#f2b8b5;--ok:#9ad5a8;--focus:#8ab4f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--surface);padding:8px 12px;z-index:1}
.skip:focus{left:8px}
.wrap{max-width:960px;margin:0 auto;padding:0 16px}
header.site{background:var(--surface);border-bottom:1px solid var(--line)}
header.site .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;min-height:56px}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--text);margin-right:auto}
header nav ul,.pager ul,footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
header nav a{display:inline-block;padding:8px 0;text-decoration:none}
header nav a[aria-current=page]{font-weight:700;text-decoration:underline;text-underline-offset:6px}
main.wrap{padding:24px 16px 48px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 8px}
h2{font-size:1.2rem;margin:0 0 8px}
.lead,.muted{color:var(--muted)}
.card{background:var(--surface);border:1px solid var(--line);border-radius:10px;padding:16px;margin:16px 0}
.filters{display:grid;grid-template-columns:1fr;gap:12px}
@media (min-width:640px){.filters{grid-template-columns:repeat(2,1fr)}.filters .wide{grid-column:1/-1}}
label{display:block;font-weight:600;margin-bottom:4px}
input,select,textarea{width:100%;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:6px;padding:10px 12px;min-height:44px}
input[type=checkbox],input[type=radio]{width:22px;height:22px;min-height:0;margin:0;accent-color:var(--primary);flex:none}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;margin-bottom:4px;padding:0}
.radios{display:flex;gap:24px}
.radios label{display:flex;gap:8px;align-items:center;font-weight:400}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border-radius:6px;border:1px solid var(--primary);background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:transparent;color:var(--primary)}
.button[disabled]{opacity:.6;cursor:not-allowed}
.jobs{list-style:none;margin:0;padding:0}
.job h2 a{text-decoration:none}
.job h2 a:hover{text-decoration:underline}
.pay{font-size:1.25rem;font-weight:700}
.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:8px 0 0}
.facts dt{color:var(--muted)}
.facts dd{margin:0}
.pager{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin-top:16px}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
.field{margin-bottom:16px}
.hint{color:var(--muted);font-size:.9rem;margin:4px 0 0}
.error{color:var(--error);font-weight:600;margin:4px 0 0}
.error:empty{display:none}
[aria-invalid=true]{border-color:var(--error);border-width:2px}
.status{margin:12px 0 0;font-weight:600}
.status.ok{color:var(--ok)}
.status.bad{color:var(--error)}
.captcha{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.captcha img{background:#fff;border-radius:6px;border:1px solid var(--line);height:44px}
.captcha input{max-width:160px}
[hidden]{display:none!important}
footer.site{border-top:1px solid var(--line);background:var(--surface);padding:16px 0;color:var(--muted);font-size:.9rem}
footer.site p{margin:4px 0}
`;
