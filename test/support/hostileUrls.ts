// Addresses a service, the frame or the directory might answer that must never be opened,
// assigned or linked: script in any spelling the URL parser still reads as script, other
// schemes that run or read in the page's origin, and web pages that are not secure.
export const hostileUrls = [
  'javascript:alert(document.domain)',
  'JAVASCRIPT:alert(document.domain)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0Aalert(document.domain)',
  'javascript://pay.example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://pay.example.com/0b1d2a7e-0000-4000-8000-000000000000',
  'file:///etc/passwd',
  'about:blank',
  'http://pay.example.com/buy',
  'HTTP://pay.example.com/buy',
  'http://localhost.pay.example.com/buy',
  'http://127.0.0.1.pay.example.com/buy',
  'https://user:secret@pay.example.com/buy',
  '//pay.example.com/buy',
  '/buy',
  'https://',
  '',
] as const

/** Web pages that are opened: https anywhere, plain http on this machine only (the offline demo). */
export const webPages = [
  'https://pay.coinbase.com/buy/select-asset?appId=1&sessionToken=x',
  'HTTPS://pay.example.com/buy',
  'http://127.0.0.1:5173/checkout.html',
  'http://localhost:3000/checkout',
  'http://[::1]:8080/checkout',
] as const
